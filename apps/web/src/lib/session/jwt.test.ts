import { describe, expect, it } from 'vitest';
import { buildJwt as jwt } from '../../testing/jwt';
import { readJwtExpiry, readJwtPayload } from './jwt';

describe('readJwtExpiry', () => {
  it('reads exp (seconds) as epoch milliseconds', () => {
    expect(readJwtExpiry(jwt({ sub: 'u1', sid: 's1', exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
  });

  it('decodes base64url payloads that use - and _ and need no padding', () => {
    // '?>' and '~~' encode to characters that differ between base64 and base64url.
    const token = jwt({ exp: 1_700_000_123, name: 'José ?>~~ Núñez' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readJwtExpiry(token)).toBe(1_700_000_123_000);
    expect(readJwtPayload(token)?.name).toBe('José ?>~~ Núñez');
  });

  it('returns null without a numeric exp', () => {
    expect(readJwtExpiry(jwt({ sub: 'u1' }))).toBeNull();
    expect(readJwtExpiry(jwt({ exp: '1900000000' }))).toBeNull();
  });

  it('returns null for malformed tokens', () => {
    expect(readJwtExpiry('')).toBeNull();
    expect(readJwtExpiry('abc')).toBeNull();
    expect(readJwtExpiry('a.b')).toBeNull();
    expect(readJwtExpiry('a.!!!.c')).toBeNull();
    expect(readJwtExpiry(`x.${btoa('[1,2]')}.y`)).toBeNull();
  });
});
