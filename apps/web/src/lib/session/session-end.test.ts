import { describe, expect, it } from 'vitest';
import { loginStateAfterEnd, readLoginState, safeReturnPath } from './session-end';

describe('safeReturnPath', () => {
  it('keeps a path of this app with its query and fragment', () => {
    expect(safeReturnPath('/donation-history')).toBe('/donation-history');
    expect(safeReturnPath('/checking-rewards/store?tab=cards#top')).toBe('/checking-rewards/store?tab=cards#top');
  });

  it('refuses anything that leaves the app or loops to the login page', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'donation-history',
      '/login',
      '/login?x=1',
      '',
      42,
      null,
      undefined,
    ]) {
      expect(safeReturnPath(from), String(from)).toBeNull();
    }
  });
});

describe('readLoginState', () => {
  it('reads a known reason and a safe path, and drops the rest', () => {
    expect(readLoginState({ reason: 'expired', from: '/profile' })).toEqual({ reason: 'expired', from: '/profile' });
    expect(readLoginState({ reason: 'hacked', from: '//evil.example' })).toEqual({});
    expect(readLoginState({ reason: 'logout' })).toEqual({});
    expect(readLoginState('expired')).toEqual({});
    expect(readLoginState(null)).toEqual({});
  });
});

describe('loginStateAfterEnd', () => {
  it('says why and returns to the page for a session that ended by itself, not for a logout', () => {
    expect(loginStateAfterEnd('expired', '/donation-history?x=1')).toEqual({ reason: 'expired', from: '/donation-history?x=1' });
    expect(loginStateAfterEnd('unauthorized', '/profile')).toEqual({ reason: 'unauthorized', from: '/profile' });
    expect(loginStateAfterEnd('renewalRefused', '/login')).toEqual({ reason: 'renewalRefused' });
    expect(loginStateAfterEnd('otherTab', '/profile')).toEqual({ reason: 'otherTab' });
    expect(loginStateAfterEnd('logout', '/profile')).toEqual({});
  });
});
