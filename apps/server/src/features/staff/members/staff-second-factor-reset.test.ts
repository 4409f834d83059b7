import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../db/factories/staff';
import { auditLog, staffRecoveryCodes } from '../../../db/schema/index';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A member who lost their phone: an admin resets their second factor, and they set up a new one. */
let t: TestApp;
let adminId: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  const created = await createStaff(t.database.db, 'admin');
  adminId = created.id;
  admin = await signInStaff(t, created.email);
});
afterAll(() => t.close());

/** A member with an authenticator enrolled: their e-mail, id, a token of a live session and their recovery codes. */
async function enrolledMember() {
  const member = await createStaff(t.database.db, 'center_manager');
  const token = await signInStaff(t, member.email);
  const { secret } = (await t.call('staff/startTotpEnrolment', {}, { token })).json<{ secret: string }>();
  const code = await generate({ secret, epoch: t.clock.now().getTime() / 1000 });
  const confirmed = await t.call('staff/confirmTotpEnrolment', { code }, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...member, token, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

const login = (email: string, totpCode?: string) =>
  t.call('staff/login', { email, password: 'Plasma#2026', ...(totpCode ? { totpCode } : {}) });

describe('resetting a member’s second factor', () => {
  it('forgets the authenticator and recovery codes, ends the member’s sessions, and is audited', async () => {
    const member = await enrolledMember();
    expect((await login(member.email)).json()).toMatchObject({ status: 401, code: 'totpRequired' });

    const res = await t.call('staff/resetSecondFactor', { staffId: member.id }, { token: admin });
    expect(res.statusCode, res.body).toBe(200);

    expect((await t.call('staff/getMe', {}, { token: member.token })).statusCode).toBe(401);
    const signedIn = await login(member.email);
    expect(signedIn.json()).toMatchObject({ status: 200, staff: { totpEnrolled: false } });
    // A recovery code of the old authenticator opens nothing any more: none is stored.
    expect(await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id))).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff/resetSecondFactor'), eq(auditLog.objectId, member.id)));
    expect(row).toMatchObject({ staffId: adminId, before: { totpEnrolled: true }, after: { totpEnrolled: false } });
  });

  it('lets the member set up a new authenticator after signing in with the password', async () => {
    const member = await enrolledMember();
    expect((await t.call('staff/resetSecondFactor', { staffId: member.id }, { token: admin })).statusCode).toBe(200);
    const token = await signInStaff(t, member.email);
    const { secret } = (await t.call('staff/startTotpEnrolment', {}, { token })).json<{ secret: string }>();
    const code = await generate({ secret, epoch: t.clock.now().getTime() / 1000 });
    expect((await t.call('staff/confirmTotpEnrolment', { code }, { token })).statusCode).toBe(200);
    expect((await login(member.email)).json()).toMatchObject({ status: 401, code: 'totpRequired' });
  });

  it('is for admins only, never on their own account, and 404 for an unknown member', async () => {
    const member = await enrolledMember();
    expect((await t.call('staff/resetSecondFactor', { staffId: adminId }, { token: member.token })).json()).toMatchObject({
      status: 403,
      code: 'staffRoleRefused',
    });
    expect((await t.call('staff/resetSecondFactor', { staffId: adminId }, { token: admin })).json()).toMatchObject({
      status: 400,
      code: 'staffSelfChange',
    });
    expect(
      (await t.call('staff/resetSecondFactor', { staffId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b' }, { token: admin })).json(),
    ).toMatchObject({ status: 404, code: 'notFound' });
    expect((await login(member.email)).json()).toMatchObject({ status: 401, code: 'totpRequired' });
  });
});
