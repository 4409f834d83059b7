import { en, es, isStaffAuth, services, staffRoles, type ServiceContract, type ServiceKey } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../db/factories/staff';
import { staffMembers, staffRecoveryCodes } from '../../../db/schema/index';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTotpSecret, sealPlainTotpSecrets } from '../totp-secrets';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createStaff(t.database.db, 'admin');
  adminToken = await signInStaff(t, admin.email);
});
afterAll(() => t.close());

/** Enrols a second factor for the member signed in with `token`; answers its secret. */
async function enrol(token: string): Promise<string> {
  const started = await t.call('staff/startTotpEnrolment', {}, { token });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await t.call(
    'staff/confirmTotpEnrolment',
    { code: await generate({ secret, epoch: t.clock.now().getTime() / 1000 }) },
    { token },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret;
}

const setRequired = async (requireTotp: boolean, token = adminToken) => {
  const res = await t.call('staff/updateStaffSettings', { requireTotp }, { token });
  expect(res.json(), res.body).toEqual({ status: 200, settings: { requireTotp, requireTotpForSso: false } });
};

describe('the required second factor', () => {
  it('is off until an admin turns it on, and only an admin may read or change it', async () => {
    expect((await t.call('staff/getStaffSettings', {}, { token: adminToken })).json()).toEqual({
      status: 200,
      settings: { requireTotp: false, requireTotpForSso: false },
    });
    const editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
    expect((await t.call('staff/updateStaffSettings', { requireTotp: true }, { token: editor })).json()).toMatchObject({
      status: 403,
      code: 'staffRoleRefused',
    });
  });

  it('sends a member without a factor to enrolment: everything else answers 403 until they enrol', async () => {
    // The admin enrols first, or turning it on would shut them out as well.
    await enrol(adminToken);
    const member = await createStaff(t.database.db, 'donor_care');
    const enrolled = await createStaff(t.database.db, 'center_manager');
    const enrolledToken = await signInStaff(t, enrolled.email);
    const enrolledSecret = await enrol(enrolledToken);
    await setRequired(true);
    expect((await t.call('staff/getStaffSettings', {}, { token: adminToken })).json()).toMatchObject({ settings: { requireTotp: true } });

    // Signing in still works with the password alone: the console then opens the enrolment.
    const signedIn = await t.call('staff/login', { email: member.email, password: 'Plasma#2026' });
    expect(signedIn.json()).toMatchObject({ status: 200, staff: { totpEnrolled: false, totpEnrolmentRequired: true } });
    const token = signedIn.json<{ token: string }>().token;
    expect((await t.call('staff/findDonor', { donorNumber: 'D7000001' }, { token })).json()).toEqual({
      status: 403,
      code: 'totpEnrolmentRequired',
      message: en.totpEnrolmentRequired,
    });
    expect((await t.call('staff/findDonor', { donorNumber: 'D7000001' }, { token, lang: 'es' })).json()).toEqual({
      status: 403,
      code: 'totpEnrolmentRequired',
      message: es.totpEnrolmentRequired,
    });
    expect((await t.call('staff/getMe', {}, { token })).json()).toMatchObject({ staff: { totpEnrolmentRequired: true } });

    await enrol(token);
    expect((await t.call('staff/getMe', {}, { token })).json()).toMatchObject({
      staff: { totpEnrolled: true, totpEnrolmentRequired: false },
    });
    expect((await t.call('staff/findDonor', { donorNumber: 'D7000001' }, { token })).json()).toMatchObject({
      status: 404,
      code: 'donorNotFound',
    });

    // A member enrolled before was never stopped, and signs in with a code.
    expect((await t.call('staff/findDonor', { donorNumber: 'D7000001' }, { token: enrolledToken })).statusCode).toBe(404);
    t.clock.advance(60_000);
    const code = await generate({ secret: enrolledSecret, epoch: t.clock.now().getTime() / 1000 });
    expect((await t.call('staff/login', { email: enrolled.email, password: 'Plasma#2026', totpCode: code })).statusCode).toBe(200);

    await setRequired(false);
    const other = await signInStaff(t, (await createStaff(t.database.db, 'donor_care')).email);
    expect((await t.call('staff/findDonor', { donorNumber: 'D7000001' }, { token: other })).statusCode).toBe(404);
  });

  it('leaves open exactly the services a member needs to enrol (from the contracts), and closes every other', async () => {
    await setRequired(true);
    const tokens = Object.fromEntries(
      await Promise.all(
        staffRoles.map(async (role) => [role, await signInStaff(t, (await createStaff(t.database.db, role)).email)] as const),
      ),
    );
    const staffServices = (Object.entries(services) as [ServiceKey, ServiceContract][]).flatMap(([key, contract]) =>
      isStaffAuth(contract.auth) ? [{ key, auth: contract.auth }] : [],
    );
    expect(
      staffServices
        .filter((s) => s.auth.beforeSecondFactor)
        .map((s) => s.key)
        .sort(),
    ).toEqual([
      'staff/confirmTotpEnrolment',
      'staff/finishPasskeyRegistration',
      'staff/getMe',
      'staff/listPasskeys',
      'staff/logout',
      'staff/removePasskey',
      'staff/startPasskeyRegistration',
      'staff/startTotpEnrolment',
    ]);
    for (const { key, auth } of staffServices) {
      const role = auth.staff[0];
      if (!role || key === 'staff/logout') continue;
      const res = await t.call(key, {} as never, { token: tokens[role] });
      if (auth.beforeSecondFactor) expect(res.statusCode, `${key}: ${res.body}`).not.toBe(403);
      else expect(res.json(), key).toMatchObject({ status: 403, code: 'totpEnrolmentRequired' });
    }
    await setRequired(false);
  });
});

describe('second-factor secrets at rest', () => {
  it('are sealed with AES-256-GCM under the configured key and bound to their member; recovery codes are hashes', async () => {
    const member = await createStaff(t.database.db, 'center_staff');
    const token = await signInStaff(t, member.email);
    const started = await t.call('staff/startTotpEnrolment', {}, { token });
    const { secret } = started.json<{ secret: string }>();
    const [pending] = await t.database.db
      .select({ sealed: staffMembers.totpPendingSecret })
      .from(staffMembers)
      .where(eq(staffMembers.id, member.id));
    expect(pending?.sealed).toMatch(/^v1\./);
    expect(pending?.sealed).not.toContain(secret);

    const confirmed = await t.call(
      'staff/confirmTotpEnrolment',
      { code: await generate({ secret, epoch: t.clock.now().getTime() / 1000 }) },
      { token },
    );
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    const [row] = await t.database.db.select({ sealed: staffMembers.totpSecret }).from(staffMembers).where(eq(staffMembers.id, member.id));
    const sealed = row?.sealed ?? '';
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);
    expect(openTotpSecret(t.config.totpEncryptionKey, member.id, sealed)).toBe(secret);
    expect(openTotpSecret(t.config.totpEncryptionKey, crypto.randomUUID(), sealed)).toBeNull();
    expect(openTotpSecret('ab'.repeat(32), member.id, sealed)).toBeNull();

    const hashes = await t.database.db
      .select({ hash: staffRecoveryCodes.codeHash })
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, member.id));
    expect(hashes).toHaveLength(10);
    for (const { hash } of hashes) for (const code of recoveryCodes) expect(hash).not.toContain(code.replace(/-/g, ''));
  });

  it('seals a secret stored in the clear before, at start-up, and the member still signs in with its codes', async () => {
    const member = await createStaff(t.database.db, 'donor_care');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.database.db.update(staffMembers).set({ totpSecret: secret }).where(eq(staffMembers.id, member.id));
    expect(await sealPlainTotpSecrets(t.database.db, t.config.totpEncryptionKey)).toBe(1);
    expect(await sealPlainTotpSecrets(t.database.db, t.config.totpEncryptionKey)).toBe(0);
    const [row] = await t.database.db.select({ sealed: staffMembers.totpSecret }).from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row?.sealed).toMatch(/^v1\./);
    t.clock.advance(120_000);
    const code = await generate({ secret, epoch: t.clock.now().getTime() / 1000 });
    expect((await t.call('staff/login', { email: member.email, password: 'Plasma#2026' })).json()).toMatchObject({ code: 'totpRequired' });
    expect((await t.call('staff/login', { email: member.email, password: 'Plasma#2026', totpCode: code })).statusCode).toBe(200);
  });
});
