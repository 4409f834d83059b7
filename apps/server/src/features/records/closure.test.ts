import { CLOSURE_GRACE_DAYS, DAY_MS } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createNotification } from '../../db/factories/notifications';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import {
  auditLog,
  closedAccountRefusals,
  consentRecords,
  donorPasskeys,
  donors,
  integrationEvents,
  notifications,
  sessions,
  visitPayments,
  visits,
} from '../../db/schema/index';
import { closeDueAccounts, refusesContactData } from '../../domain/account-closure';
import { fixedClock } from '../../lib/clock';
import { latestCode } from '../../test/outbox';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
let centerId: number;

beforeAll(async () => {
  t = await createTestApp();
  centerId = (await createLocation(t.database.db, { name: 'Closure Center' })).id;
});
afterAll(() => t.close());

const donorRow = async (id: string) => {
  const [row] = await t.database.db.select().from(donors).where(eq(donors.id, id));
  if (!row) throw new Error('no donor');
  return row;
};

async function passkeyFor(donorId: string) {
  await t.database.db.insert(donorPasskeys).values({
    donorId,
    credentialId: `cred-${donorId}`,
    publicKey: 'public-key',
    deviceType: 'singleDevice',
    name: 'Phone',
    createdAt: new Date(TEST_NOW),
  });
}

describe('account/requestClosure', () => {
  it('refuses a wrong password in her language and changes nothing', async () => {
    const donor = await createDonor(t.database.db);
    const { token } = await signIn(t, donor.email ?? '');
    const res = await t.call('account/requestClosure', { currentPassword: 'not-her-password' }, { token, lang: 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string; message: string }[] }>().fields[0]).toMatchObject({
      path: 'params.currentPassword',
      message: 'Tu contraseña actual no es correcta.',
    });
    expect((await donorRow(donor.id)).closureRequestedAt).toBeNull();
  });

  it('starts the grace period; signing in cancels it and she is told; a second request while pending is refused', async () => {
    const donor = await createDonor(t.database.db);
    const { token } = await signIn(t, donor.email ?? '');
    const res = await t.call('account/requestClosure', { currentPassword: 'Plasma#2026' }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ closesAt: string }>().closesAt).toBe(new Date(Date.parse(TEST_NOW) + CLOSURE_GRACE_DAYS * DAY_MS).toISOString());
    const again = await t.call('account/requestClosure', { currentPassword: 'Plasma#2026' }, { token, lang: 'es' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Ya pediste cerrar tu cuenta.');
    expect((await t.call('account/getClosure', {}, { token })).json()).toMatchObject({ closesAt: expect.any(String) });

    await signIn(t, donor.donorNumber);
    expect((await donorRow(donor.id)).closureRequestedAt).toBeNull();
    const told = await t.database.db.select().from(notifications).where(eq(notifications.donorId, donor.id));
    expect(told.map((n) => n.title.es)).toEqual(['Tu cuenta sigue abierta']);
    expect((await t.call('account/getClosure', {}, { token })).json()).toMatchObject({ requestedAt: null, closesAt: null });
  });
});

describe('closing after the grace period (the scheduled job, with the injected clock)', () => {
  it('closes on day 14, not before: contact data, password, passkeys, sessions, notifications gone; records kept and marked', async () => {
    const db = t.database.db;
    const donor = await createDonor(db, { firstName: 'Rosa', lastName: 'Ibáñez' });
    await createVisit(db, {
      donorId: donor.id,
      locationId: centerId,
      checkinAt: new Date('2026-05-01T15:00:00Z'),
      payments: [{ amountCents: 5000 }],
    });
    await passkeyFor(donor.id);
    await createNotification(db, {
      donorId: donor.id,
      type: 'inbox',
      title: { en: 'Hello', es: 'Hola' },
      message: { en: 'Hi', es: 'Hola' },
      createdAt: new Date(TEST_NOW),
    });
    const { token } = await signIn(t, donor.email ?? '');
    expect((await t.call('account/requestClosure', { currentPassword: 'Plasma#2026' }, { token })).statusCode).toBe(200);
    // The scheduled job runs with a clock of its own here: the app's clock stays where the donor asked.
    const at = (days: number) => fixedClock(new Date(Date.parse(TEST_NOW) + days * DAY_MS));

    expect(await closeDueAccounts({ db, clock: at(CLOSURE_GRACE_DAYS - 1) })).not.toContain(donor.id);
    expect((await donorRow(donor.id)).closedAt).toBeNull();
    expect(await closeDueAccounts({ db, clock: at(CLOSURE_GRACE_DAYS) })).toContain(donor.id);
    expect(await closeDueAccounts({ db, clock: at(CLOSURE_GRACE_DAYS + 1) })).toEqual([]);

    const row = await donorRow(donor.id);
    expect(row).toMatchObject({
      passwordHash: null,
      email: null,
      phoneNumber: null,
      addressLine1: '',
      thumbnailPath: null,
      closureRequestedAt: null,
    });
    expect(row.closedAt?.toISOString()).toBe(at(CLOSURE_GRACE_DAYS).now().toISOString());
    expect(Object.values(row.communicationPreferences).flatMap((kinds) => Object.values(kinds))).not.toContain(true);
    // The row, her name and number, her visits and payments stay: regulated records, marked by closed_at.
    expect(row).toMatchObject({ firstName: 'Rosa', lastName: 'Ibáñez', donorNumber: donor.donorNumber });
    const kept = await db
      .select()
      .from(visitPayments)
      .innerJoin(visits, eq(visits.id, visitPayments.visitId))
      .where(eq(visits.donorId, donor.id));
    expect(kept).toHaveLength(1);
    // The company's systems are told in the closing's transaction (issue 31's events), once.
    const closedEvents = await db.select().from(integrationEvents).where(eq(integrationEvents.type, 'account.closed'));
    expect(closedEvents.map((event) => event.data)).toEqual([{ donorNumber: donor.donorNumber }]);
    expect(await db.select().from(donorPasskeys).where(eq(donorPasskeys.donorId, donor.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.donorId, donor.id))).toEqual([]);
    const live = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.donorId, donor.id)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const withdrawn = await db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.donorId, donor.id), eq(consentRecords.source, 'account-closure')));
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(withdrawn.every((r) => !r.granted)).toBe(true);

    const refused = await t.call('authentication/login', { username: donor.donorNumber, password: 'Plasma#2026' }, { lang: 'es' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('Esta cuenta del portal se cerró.');

    expect(await refusesContactData(db, donor.id, ['email', 'phone'], 'center-sync', new Date(TEST_NOW))).toBe(true);
    const recorded = await db.select().from(closedAccountRefusals).where(eq(closedAccountRefusals.donorId, donor.id));
    expect(recorded.map((r) => r.fields)).toEqual([['email', 'phone']]);
    const open = await createDonor(db);
    expect(await refusesContactData(db, open.id, ['email'], 'center-sync', new Date(TEST_NOW))).toBe(false);
  });
});

describe('staff: closing requests and an admin closing on written request', () => {
  it('lists pending requests (audited) and lets only an admin close an account at once', async () => {
    const db = t.database.db;
    const donor = await createDonor(db);
    const { token } = await signIn(t, donor.email ?? '');
    await t.call('account/requestClosure', { currentPassword: 'Plasma#2026' }, { token });
    const admin = await createStaff(db, 'admin');
    const care = await createStaff(db, 'donor_care');
    const careToken = await signInStaff(t, care.email);
    const list = await t.call('staff/getClosureRequests', {}, { token: careToken });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ requests: { donorNumber: string }[] }>().requests.map((r) => r.donorNumber)).toContain(donor.donorNumber);
    expect(
      (
        await t.call(
          'staff/closeDonorAccount',
          { donorNumber: donor.donorNumber, writtenRequest: 'Letter of 2026-06-10' },
          { token: careToken },
        )
      ).statusCode,
    ).toBe(403);

    const adminToken = await signInStaff(t, admin.email);
    const closed = await t.call(
      'staff/closeDonorAccount',
      { donorNumber: donor.donorNumber, writtenRequest: 'Letter of 2026-06-10' },
      { token: adminToken },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await donorRow(donor.id)).closedAt).not.toBeNull();
    const audited = await db.select().from(auditLog).where(eq(auditLog.donorId, donor.id));
    expect(audited.map((a) => a.action)).toContain('staff/closeDonorAccount');
    expect((await t.call('reward/getVisitHistorySecondRev', {}, { token })).statusCode).toBe(401);
  });
});

describe('a returning donor (decision 056): the desk records a new contact, she registers again and finds her history', () => {
  it('refuses registration while closed, lets staff of her center reopen after an identity check, then registers', async () => {
    const db = t.database.db;
    const otherCenter = (await createLocation(db, { name: 'Another Center' })).id;
    const donor = await createDonor(db, { homeLocationId: centerId, identLast4: '4321', birthDate: '1990-03-04' });
    await createVisit(db, { donorId: donor.id, locationId: centerId, checkinAt: new Date('2026-04-01T15:00:00Z') });
    const admin = await signInStaff(t, (await createStaff(db, 'admin')).email);
    const closing = { donorNumber: donor.donorNumber, writtenRequest: 'Letter of 2026-06-10' };
    expect((await t.call('staff/closeDonorAccount', closing, { token: admin })).statusCode).toBe(200);

    const lookup = (lang = 'en') =>
      t.call('registration/lookupDonor', { donorNumber: donor.donorNumber, identValueLast4: '4321', dob: '03-04-1990' }, { lang });
    const refused = await lookup('es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('pide en la recepción de tu centro');

    const desk = await signInStaff(t, (await createStaff(db, 'center_staff', { centerIds: [centerId] })).email);
    const elsewhere = await signInStaff(t, (await createStaff(db, 'center_staff', { centerIds: [otherCenter] })).email);
    const email = `returning.${donor.donorNumber.toLowerCase()}@example.com`;
    const reopen = (token: string, params: Record<string, unknown>) =>
      t.call('staff/reopenDonorAccount', { donorNumber: donor.donorNumber, identityChecked: true, ...params }, { token });

    expect((await reopen(elsewhere, { email })).statusCode).toBe(404);
    const unchecked = await reopen(desk, { email, identityChecked: false });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['params.identityChecked']);
    const noContact = await reopen(desk, {});
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['params.email']);
    const taken = await createDonor(db);
    const takenReply = await reopen(desk, { email: taken.email });
    expect(takenReply.statusCode).toBe(409);
    expect(takenReply.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['params.email']);
    expect((await donorRow(donor.id)).closedAt).not.toBeNull();

    const reopened = await reopen(desk, { email });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await donorRow(donor.id)).toMatchObject({ closedAt: null, email, passwordHash: null });
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.donorId, donor.id), eq(auditLog.action, 'staff/reopenDonorAccount')));
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited[0]?.after)).not.toContain(email);
    expect((await reopen(desk, { email })).statusCode).toBe(409);

    // She registers again as an existing donor: the code goes to the contact given at the desk.
    const found = await lookup();
    expect(found.statusCode, found.body).toBe(200);
    const { registrationToken } = found.json<{ registrationToken: string }>();
    expect((await t.call('registration/sendCode', { registrationToken, channel: 'email' })).statusCode).toBe(200);
    const code = await latestCode(t, email);
    expect((await t.call('registration/verifyCode', { registrationToken, code })).statusCode).toBe(200);
    const done = await t.call('registration/setPassword', { registrationToken, password: 'Newpass1', confirmPassword: 'Newpass1' });
    expect(done.statusCode, done.body).toBe(200);
    const { token } = await signIn(t, email, 'Newpass1');
    const history = await t.call('reward/getVisitHistorySecondRev', {}, { token });
    expect(history.json<{ last20Visits: unknown[] }>().last20Visits).toHaveLength(1);
  });
});
