import { STAFF_INVITATION_TTL_MS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../../../db/factories/locations';
import { createStaff } from '../../../db/factories/staff';
import { outbox } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInStaff } from '../../../test/sign-in';

let t: TestApp;
let admin: string;
let houston: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_MODE: 'true' } });
  houston = (await createLocation(t.database.db, { name: 'Demo Plasma Houston 2' })).id;
  admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
});
afterAll(() => t.close());

const invite = (email: string, lang = 'en') =>
  t.call('staff/inviteStaff', { email, displayName: 'Nora Diaz', role: 'center_staff', centerIds: [houston] }, { token: admin, lang });
const linkTokenIn = async (email: string) => {
  const [message] = await outbox(t, email);
  const token = /\/staff\/invitation\?token=([\w-]+)/.exec(message?.body ?? '')?.[1];
  expect(token, message?.body).toBeDefined();
  return token as string;
};
const accept = (token: string, password = 'Welcome#2026') =>
  t.call('staff/acceptInvitation', { token, password, confirmPassword: password });

describe('staff invitations', () => {
  it('e-mails a one-time link in the inviter’s language; the account cannot sign in before it is used', async () => {
    expect((await invite('nora@staff.example.com', 'es')).statusCode).toBe(200);
    const [message] = await outbox(t, 'nora@staff.example.com');
    expect(message).toMatchObject({ channel: 'email', template: 'staffInvitation', language: 'es' });
    expect(message?.body).toContain('Hola, Nora Diaz');
    expect((await t.call('staff/login', { email: 'nora@staff.example.com', password: 'Welcome#2026' })).statusCode).toBe(401);
  });

  it('sets the password once: the member signs in with her role and centers, and the link is spent', async () => {
    const token = await linkTokenIn('nora@staff.example.com');
    expect((await accept(token)).statusCode).toBe(200);
    const res = await t.call('staff/login', { email: 'nora@staff.example.com', password: 'Welcome#2026' });
    expect(res.json()).toMatchObject({ staff: { role: 'center_staff', centers: [{ id: houston }] } });
    expect((await accept(token, 'Other#2026x')).json()).toMatchObject({ status: 400, code: 'invitationInvalid' });
  });

  it('refuses to invite an e-mail that already has an account, and an unknown center', async () => {
    expect((await invite('nora@staff.example.com')).json()).toMatchObject({ status: 409, code: 'staffEmailTaken' });
    const res = await t.call(
      'staff/inviteStaff',
      { email: 'x@staff.example.com', displayName: 'X', role: 'center_staff', centerIds: [9999] },
      { token: admin },
    );
    expect(res.json()).toMatchObject({ status: 400, code: 'locationNotFound' });
  });

  it('replaces an earlier link when inviting again, and refuses an expired one', async () => {
    await invite('late@staff.example.com');
    const first = await linkTokenIn('late@staff.example.com');
    await invite('late@staff.example.com');
    const second = await linkTokenIn('late@staff.example.com');
    expect((await accept(first)).json()).toMatchObject({ code: 'invitationInvalid' });
    t.clock.advance(STAFF_INVITATION_TTL_MS);
    expect((await accept(second)).json()).toMatchObject({ code: 'invitationInvalid' });
  });
});
