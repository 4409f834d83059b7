import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens';

const secret = 'a-test-secret-a-test-secret-a-test-secret';
const signer = createTokenSigner(secret);
const issuedAt = new Date('2026-06-15T15:00:00Z');
const expiresAt = new Date('2026-06-15T16:00:00Z');
const claims = { sessionId: 'session-1', donorId: 'donor-1', expiresAt };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session tokens (HS256 with node:crypto)', () => {
  it('are standard JWTs: jose verifies ours, and we verify one jose signed', async () => {
    const token = signer.sign(claims, issuedAt);
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { currentDate: issuedAt, issuer: 'donor-portal' });
    expect(payload).toMatchObject({ sid: 'session-1', sub: 'donor-1', exp: expiresAt.getTime() / 1000 });
    const fromJose = await new SignJWT({ sid: 'session-2' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('donor-portal')
      .setSubject('donor-2')
      .setExpirationTime(expiresAt.getTime() / 1000)
      .sign(new TextEncoder().encode(secret));
    expect(signer.verify(fromJose, issuedAt)).toEqual({ sessionId: 'session-2', donorId: 'donor-2', expiresAt });
  });

  it('hold until their expiry and not from that second on', () => {
    const token = signer.sign(claims, issuedAt);
    expect(signer.verify(token, new Date(expiresAt.getTime() - 1000))).toEqual(claims);
    expect(signer.verify(token, expiresAt)).toBeNull();
  });

  it('are refused when altered, signed with another secret, of another algorithm or unsigned', () => {
    const token = signer.sign(claims, issuedAt);
    const [header, , sig] = token.split('.');
    const forgedBody = base64url({ sid: 'session-1', iss: 'donor-portal', sub: 'donor-2', exp: expiresAt.getTime() / 1000 });
    expect(signer.verify(`${header}.${forgedBody}.${sig}`, issuedAt)).toBeNull();
    expect(signer.verify(createTokenSigner(`${secret}-other`).sign(claims, issuedAt), issuedAt)).toBeNull();
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${forgedBody}.`;
    expect(signer.verify(none, issuedAt)).toBeNull();
    const hs512Input = `${base64url({ alg: 'HS512', typ: 'JWT' })}.${forgedBody}`;
    const hs512 = `${hs512Input}.${createHmac('sha512', secret).update(hs512Input).digest('base64url')}`;
    expect(signer.verify(hs512, issuedAt)).toBeNull();
    expect(signer.verify(`${token}x`, issuedAt)).toBeNull();
    expect(signer.verify('not-a-token', issuedAt)).toBeNull();
  });

  it('keep donor and staff tokens apart', () => {
    const donorToken = signer.sign(claims, issuedAt);
    const staffToken = signer.signStaff({ sessionId: 'staff-session', staffId: 'staff-1', expiresAt }, issuedAt);
    expect(signer.verifyStaff(donorToken, issuedAt)).toBeNull();
    expect(signer.verify(staffToken, issuedAt)).toBeNull();
    expect(signer.verifyStaff(staffToken, issuedAt)).toEqual({ sessionId: 'staff-session', staffId: 'staff-1', expiresAt });
  });

  it('refuse a well-signed token whose payload is not what this server issues', () => {
    const input = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ iss: 'donor-portal', sub: 'donor-1', exp: 'later' })}`;
    const token = `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    expect(signer.verify(token, issuedAt)).toBeNull();
  });
});
