import { LOGIN_FAILURES_PER_ACCOUNT, TOKEN_TTL_MS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../../db/factories/donors';
import { createLocation } from '../../../db/factories/locations';
import { createStaff } from '../../../db/factories/staff';
import { staffSessions } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signIn, signInStaff } from '../../../test/sign-in';

let t: TestApp;
let austin: number;
let houston: number;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createLocation(t.database.db, { name: 'Demo Plasma Austin North' })).id;
  houston = (await createLocation(t.database.db, { name: 'Demo Plasma Houston 2' })).id;
});
afterAll(() => t.close());

describe('staff/login', () => {
  it('signs a staff member in by e-mail, trimmed and lowercased, with their role and centers', async () => {
    await createStaff(t.database.db, 'center_manager', { email: 'manager@staff.example.com', centerIds: [austin] });
    const res = await t.call('staff/login', { email: ' Manager@Staff.example.COM ', password: 'Plasma#2026' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ token: string; expiresAt: string; staff: { role: string; centers: { name: string }[] } }>();
    expect(body.staff).toMatchObject({
      email: 'manager@staff.example.com',
      role: 'center_manager',
      centers: [{ name: 'Demo Plasma Austin North' }],
    });
    expect(new Date(body.expiresAt).getTime() - t.clock.now().getTime()).toBe(TOKEN_TTL_MS);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password, an unknown e-mail and a donor’s credentials with the same words', async () => {
    await createStaff(t.database.db, 'admin', { email: 'wrong@staff.example.com' });
    await createDonor(t.database.db, { email: 'donor@example.com' });
    for (const [email, password] of [
      ['wrong@staff.example.com', 'Wrong#2026'],
      ['nobody@staff.example.com', 'Plasma#2026'],
      ['donor@example.com', 'Plasma#2026'],
    ] as const) {
      const res = await t.call('staff/login', { email, password }, { lang: 'es' });
      expect(res.json()).toEqual({
        status: 401,
        code: 'staffInvalidCredentials',
        message: 'El correo electrónico o la contraseña no son correctos.',
      });
    }
  });

  it('challenges with a captcha past the failures budget, as donors are, without touching the donors’ budget', async () => {
    await createStaff(t.database.db, 'admin', { email: 'target@staff.example.com' });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1) {
      const res = await t.call('staff/login', { email: 'target@staff.example.com', password: 'Wrong#1' }, { ip: `10.3.0.${i + 1}` });
      expect(res.json()).toMatchObject({ code: 'staffInvalidCredentials' });
    }
    const challenged = await t.call('staff/login', { email: 'target@staff.example.com', password: 'Plasma#2026' }, { ip: '10.3.1.1' });
    expect(challenged.json()).toMatchObject({ status: 429, code: 'challengeRequired' });
    expect(t.clock.waits.length).toBeGreaterThan(0);
    await createDonor(t.database.db, { email: 'target@staff.example.com' });
    expect((await t.call('authentication/login', { username: 'target@staff.example.com', password: 'Plasma#2026' })).statusCode).toBe(200);
  });
});

describe('staff tokens and donor tokens', () => {
  it('a donor token is refused by staff services and a staff token by donor services (401)', async () => {
    await createStaff(t.database.db, 'admin', { email: 'cross@staff.example.com' });
    await createDonor(t.database.db, { email: 'cross-donor@example.com' });
    const staffToken = await signInStaff(t, 'cross@staff.example.com');
    const { token: donorToken } = await signIn(t, 'cross-donor@example.com');
    expect((await t.call('staff/getMe', {}, { token: donorToken })).json()).toMatchObject({ status: 401, code: 'sessionExpired' });
    expect((await t.call('reward/getPoints', {}, { token: staffToken })).json()).toMatchObject({ status: 401, code: 'sessionExpired' });
    expect((await t.call('staff/getMe', {}, { token: staffToken })).statusCode).toBe(200);
  });

  it('logout ends the staff session', async () => {
    await createStaff(t.database.db, 'donor_care', { email: 'bye@staff.example.com' });
    const token = await signInStaff(t, 'bye@staff.example.com');
    expect((await t.call('staff/logout', {}, { token })).statusCode).toBe(200);
    expect((await t.call('staff/getMe', {}, { token })).statusCode).toBe(401);
  });
});

describe('deactivation', () => {
  it('ends every session of the account at once and refuses its sign-in', async () => {
    await createStaff(t.database.db, 'admin', { email: 'boss@staff.example.com' });
    const leaving = await createStaff(t.database.db, 'center_staff', { email: 'leaving@staff.example.com', centerIds: [houston] });
    const admin = await signInStaff(t, 'boss@staff.example.com');
    const first = await signInStaff(t, 'leaving@staff.example.com');
    const second = await signInStaff(t, 'leaving@staff.example.com');

    expect((await t.call('staff/deactivateStaff', { staffId: leaving.id }, { token: admin })).statusCode).toBe(200);
    for (const token of [first, second]) expect((await t.call('staff/getMe', {}, { token })).statusCode).toBe(401);
    const sessions = await t.database.db
      .select({ revokedAt: staffSessions.revokedAt })
      .from(staffSessions)
      .where(eq(staffSessions.staffId, leaving.id));
    expect(sessions.map((s) => s.revokedAt)).toEqual([t.clock.now(), t.clock.now()]);
    const again = await t.call('staff/login', { email: 'leaving@staff.example.com', password: 'Plasma#2026' });
    expect(again.json()).toMatchObject({ status: 401, code: 'staffInvalidCredentials' });
  });

  it('answers 404 for an account that does not exist', async () => {
    const admin = await signInStaff(t, 'boss@staff.example.com');
    const res = await t.call('staff/deactivateStaff', { staffId: '00000000-0000-4000-8000-000000000000' }, { token: admin });
    expect(res.json()).toMatchObject({ status: 404, code: 'notFound' });
  });
});

describe('center scoping', () => {
  it('shows a center role only its assigned centers, and a company-wide role every center', async () => {
    await createStaff(t.database.db, 'center_staff', { email: 'houston@staff.example.com', centerIds: [houston] });
    await createStaff(t.database.db, 'center_manager', { email: 'nowhere@staff.example.com' });
    await createStaff(t.database.db, 'donor_care', { email: 'care@staff.example.com' });
    const centersOf = async (email: string) =>
      (await t.call('staff/getMe', {}, { token: await signInStaff(t, email) }))
        .json<{ staff: { centers: { id: number }[] } }>()
        .staff.centers.map((c) => c.id);
    expect(await centersOf('houston@staff.example.com')).toEqual([houston]);
    expect(await centersOf('nowhere@staff.example.com')).toEqual([]);
    expect((await centersOf('care@staff.example.com')).sort()).toEqual([austin, houston].sort());
  });
});
