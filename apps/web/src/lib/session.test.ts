import { MINUTE_MS, STORED_SESSION_CLEAR_MS } from '@portal/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../testing/build-user';
import { FakeTime } from '../testing/fake-time';
import { buildTokenExpiringAt } from '../testing/jwt';
import { SessionManager, STORED_TOKEN_KEY, STORED_USER_KEY, sessionAction, type RenewResult, type SessionEndReason } from './session';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function setup(options: { renew?: () => Promise<RenewResult>; stored?: Record<string, string> } = {}) {
  const time = new FakeTime(T0);
  const storage = memoryStorage(options.stored);
  const lifecycle = new EventTarget();
  const ended: SessionEndReason[] = [];
  const renew = vi.fn(options.renew ?? (async (): Promise<RenewResult> => ({ kind: 'failed' })));
  const session = new SessionManager({
    clock: time,
    scheduler: time,
    storage,
    lifecycle,
    renew,
    onEnd: (reason) => ended.push(reason),
  });
  return { time, storage, lifecycle, ended, renew, session };
}

describe('sessionAction', () => {
  it('renews within 10 minutes of expiry, not before, and ends an expired token', () => {
    const expiresAt = T0 + 60 * MINUTE_MS;
    expect(sessionAction(expiresAt, T0)).toBe('none');
    expect(sessionAction(expiresAt, expiresAt - 10 * MINUTE_MS - 1)).toBe('none');
    expect(sessionAction(expiresAt, expiresAt - 10 * MINUTE_MS)).toBe('renew');
    expect(sessionAction(expiresAt, expiresAt - 1)).toBe('renew');
    expect(sessionAction(expiresAt, expiresAt)).toBe('expired');
  });
});

describe('SessionManager', () => {
  it('keeps the token and donor in memory and reads the expiry from the JWT', () => {
    const { session } = setup();
    session.start();
    const user = buildUser();
    const token = buildTokenExpiringAt(T0 + 60 * MINUTE_MS);
    expect(session.signIn(token, user)).toBe(true);
    expect(session.getSnapshot()).toEqual({ token, user, expiresAt: T0 + 60 * MINUTE_MS });
  });

  it('does not renew while more than 10 minutes are left', async () => {
    const { session, time, renew } = setup();
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    await time.advance(49 * MINUTE_MS);
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews with the donor id once inside 10 minutes of expiry (checked every 20 s)', async () => {
    const renewed = buildTokenExpiringAt(T0 + 120 * MINUTE_MS);
    const { session, time, renew } = setup({ renew: async () => ({ kind: 'renewed', token: renewed }) });
    session.start();
    const user = buildUser({ _id: 'abc123' });
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), user);
    await time.advance(50 * MINUTE_MS + 20_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith(user);
    expect(session.getSnapshot()?.token).toBe(renewed);
    expect(session.getSnapshot()?.expiresAt).toBe(T0 + 120 * MINUTE_MS);
    await time.advance(5 * MINUTE_MS);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('runs one renewal at a time and retries at the next poll after a failure', async () => {
    let answer: RenewResult = { kind: 'failed' };
    const { session, time, renew } = setup({ renew: async () => answer });
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    await time.advance(50 * MINUTE_MS);
    const callsAfterFirstFailure = renew.mock.calls.length;
    expect(callsAfterFirstFailure).toBeGreaterThanOrEqual(1);
    expect(session.getSnapshot()).not.toBeNull();
    answer = { kind: 'renewed', token: buildTokenExpiringAt(T0 + 200 * MINUTE_MS) };
    await time.advance(20_000);
    expect(renew.mock.calls.length).toBe(callsAfterFirstFailure + 1);
    expect(session.getSnapshot()?.expiresAt).toBe(T0 + 200 * MINUTE_MS);
  });

  it('clears the session and goes to /login when renewal is refused (403)', async () => {
    const { session, time, ended } = setup({ renew: async () => ({ kind: 'refused' }) });
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    await time.advance(51 * MINUTE_MS);
    expect(session.getSnapshot()).toBeNull();
    expect(ended).toEqual(['renewalRefused']);
  });

  it('clears the session and goes to /login once the token has wholly expired', async () => {
    const { session, time, ended } = setup();
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    await time.advance(60 * MINUTE_MS - 1000);
    expect(session.getSnapshot()).not.toBeNull();
    await time.advance(20_000);
    expect(session.getSnapshot()).toBeNull();
    expect(ended).toEqual(['expired']);
  });

  it('ignores a renewal answer that arrives after the donor signed out', async () => {
    let resolveRenew: (value: RenewResult) => void = () => undefined;
    const { session, time, ended } = setup({
      renew: () => new Promise<RenewResult>((resolve) => (resolveRenew = resolve)),
    });
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 5 * MINUTE_MS), buildUser());
    session.end('logout');
    resolveRenew({ kind: 'refused' });
    await time.advance(1000);
    expect(ended).toEqual(['logout']);
    expect(session.getSnapshot()).toBeNull();
  });

  it('emits a countdown every second while signed in', async () => {
    const { session, time } = setup();
    session.start();
    const ticks: number[] = [];
    session.subscribeCountdown((remaining) => ticks.push(remaining));
    await time.advance(2000);
    expect(ticks).toEqual([]);
    session.signIn(buildTokenExpiringAt(T0 + 2000 + 30 * MINUTE_MS), buildUser());
    await time.advance(3000);
    expect(ticks).toEqual([30 * MINUTE_MS - 1000, 30 * MINUTE_MS - 2000, 30 * MINUTE_MS - 3000]);
  });

  it('saves token and donor to storage when the page is hidden or unloaded', () => {
    const { session, storage, lifecycle } = setup();
    session.start();
    const user = buildUser();
    const token = buildTokenExpiringAt(T0 + 60 * MINUTE_MS);
    session.signIn(token, user);
    expect(storage.data.size).toBe(0);
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(storage.getItem(STORED_TOKEN_KEY)).toBe(token);
    expect(JSON.parse(storage.getItem(STORED_USER_KEY) ?? 'null')).toEqual(user);
    storage.data.clear();
    lifecycle.dispatchEvent(new Event('beforeunload'));
    expect(storage.getItem(STORED_TOKEN_KEY)).toBe(token);
  });

  it('restores a stored session at start-up and removes it from storage 1 s later', async () => {
    const user = buildUser();
    const token = buildTokenExpiringAt(T0 + 30 * MINUTE_MS);
    const { session, storage, time } = setup({
      stored: { [STORED_TOKEN_KEY]: token, [STORED_USER_KEY]: JSON.stringify(user) },
    });
    session.start();
    expect(session.getSnapshot()).toEqual({ token, user, expiresAt: T0 + 30 * MINUTE_MS });
    await time.advance(STORED_SESSION_CLEAR_MS - 1);
    expect(storage.getItem(STORED_TOKEN_KEY)).toBe(token);
    await time.advance(1);
    expect(storage.getItem(STORED_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(STORED_USER_KEY)).toBeNull();
    expect(session.getSnapshot()).not.toBeNull();
  });

  it('does not restore an expired or malformed stored session, and still clears storage', async () => {
    const { session, storage, time } = setup({
      stored: {
        [STORED_TOKEN_KEY]: buildTokenExpiringAt(T0 - 1000),
        [STORED_USER_KEY]: JSON.stringify(buildUser()),
      },
    });
    session.start();
    expect(session.getSnapshot()).toBeNull();
    await time.advance(STORED_SESSION_CLEAR_MS);
    expect(storage.data.size).toBe(0);

    const broken = setup({ stored: { [STORED_TOKEN_KEY]: 'not-a-jwt', [STORED_USER_KEY]: '{"nope":1}' } });
    broken.session.start();
    expect(broken.session.getSnapshot()).toBeNull();
  });

  it('forgets a session stored moments before a logout', () => {
    const user = buildUser();
    const token = buildTokenExpiringAt(T0 + 30 * MINUTE_MS);
    const { session, storage } = setup({
      stored: { [STORED_TOKEN_KEY]: token, [STORED_USER_KEY]: JSON.stringify(user) },
    });
    session.start();
    session.end('logout');
    expect(storage.data.size).toBe(0);
  });

  it('notifies subscribers and ends on logout', () => {
    const { session, ended } = setup();
    session.start();
    const listener = vi.fn();
    session.subscribe(listener);
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    session.end('logout');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.getSnapshot()).toBeNull();
    expect(ended).toEqual(['logout']);
  });

  it('stops its timers and unload hooks', async () => {
    const { session, time, lifecycle, storage } = setup();
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    session.stop();
    expect(time.pendingTimers).toBe(0);
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(storage.data.size).toBe(0);
  });
});
