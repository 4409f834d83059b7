import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../../db/factories/appointments';
import { createStaff } from '../../../db/factories/staff';
import { appointments, auditLog } from '../../../db/schema/index';
import { checkInQuestionnaire } from '../../../db/seed/content/check-in-questionnaire';
import { createBookableCenter, signedInDonor } from '../../../test/booking';
import { signIn, signInStaff } from '../../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';
import { publishCheckInQuestionnaire } from './check-in-questionnaire';

// TEST_NOW: Monday 2026-06-15, 10:00 AM in Chicago (UTC−5); both centers are in Chicago.
let t: TestApp;
let austin: number;
let houston: number;
let austinStaff: { id: string; email: string };
let houstonStaffEmail: string;

const DOC_ID = 'check-in-test';
const allYes = { 0: { feelingWell: 'yes', ateAndDrank: 'yes' }, 1: { newMedication: 'no', tattooOrPiercing: 'no' } } as const;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createBookableCenter(t)).id;
  houston = (await createBookableCenter(t)).id;
  await publishCheckInQuestionnaire(t.database.db, DOC_ID, checkInQuestionnaire, t.clock.now());
  const member = await createStaff(t.database.db, 'center_staff', { centerIds: [austin] });
  austinStaff = { id: member.id, email: member.email };
  houstonStaffEmail = (await createStaff(t.database.db, 'center_staff', { centerIds: [houston] })).email;
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

/** A signed-in donor with an appointment at `startsAt` (today at 1 PM in Chicago unless told). */
async function donorWithAppointment(startsAt = '2026-06-15T18:00:00Z', locationId = austin) {
  const { donor, token } = await signedInDonor(t, { homeLocationId: locationId });
  const appointment = await createAppointment(t.database.db, { donorId: donor.id, locationId, startsAt: new Date(startsAt) });
  return { donor, token, appointmentID: appointment.id };
}

const questionnaire = (appointmentID: string, token: string, lang?: 'en' | 'es') =>
  t.call('appointment/getCheckInQuestionnaire', { appointmentID, ...(lang ? { lang } : {}) }, { token });
const save = (appointmentID: string, token: string, layoutIndex: 0 | 1, answers: Record<string, string> = allYes[layoutIndex]) =>
  t.call('appointment/saveCheckInAnswers', { appointmentID, docID: DOC_ID, layoutIndex, answers }, { token });
const pass = (appointmentID: string, token: string) => t.call('appointment/getCheckInPass', { appointmentID }, { token });
const redeem = (token: string, pass: string, locationID = austin, lang = 'en') =>
  t.call('appointment/redeemCheckInPass', { locationID, pass }, { token, lang });

/** A donor who answered the whole questionnaire, with her pass. */
async function donorWithPass(startsAt?: string, locationId?: number) {
  const made = await donorWithAppointment(startsAt, locationId);
  expect((await save(made.appointmentID, made.token, 0)).statusCode).toBe(200);
  expect((await save(made.appointmentID, made.token, 1)).json()).toMatchObject({ completed: true });
  const res = await pass(made.appointmentID, made.token);
  expect(res.statusCode, res.body).toBe(200);
  return { ...made, pass: res.json<{ token: string; code: string; expiresAt: string; used: boolean }>() };
}

describe('express check-in: the day’s questionnaire', () => {
  it('is saved page by page and resumed where the donor left it, in her language', async () => {
    const { token, appointmentID } = await donorWithAppointment();
    const first = await questionnaire(appointmentID, token, 'es');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      docID: DOC_ID,
      title: 'Regístrate en línea',
      completed: false,
      startfrom: 0,
      previouslyanswered: {},
    });
    expect(first.json().questions).toHaveLength(2);
    expect(first.json().questions[0].questions[0]).toMatchObject({ id: 'feelingWell', text: '¿Te sientes bien y con buena salud hoy?' });

    expect((await save(appointmentID, token, 0)).json()).toMatchObject({ completed: false });
    const resumed = (await questionnaire(appointmentID, token)).json();
    expect(resumed).toMatchObject({ startfrom: 1, completed: false, previouslyanswered: { 0: allYes[0] } });
    expect((await pass(appointmentID, token)).json()).toMatchObject({ code: 'checkInQuestionnaireIncomplete' });

    expect((await save(appointmentID, token, 1)).json()).toMatchObject({ completed: true });
    expect((await questionnaire(appointmentID, token)).json()).toMatchObject({ completed: true, previouslyanswered: allYes });
    // Complete: answers are not changed afterwards.
    expect((await save(appointmentID, token, 1, { newMedication: 'yes', tattooOrPiercing: 'no' })).statusCode).toBe(409);
  });

  it('answers 400 naming the fields for bad input, and 404 for another donor’s appointment', async () => {
    const { token, appointmentID } = await donorWithAppointment();
    const missing = await save(appointmentID, token, 0, { feelingWell: 'yes' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { path: string }) => f.path)).toEqual(['params.answers.ateAndDrank']);
    const wrong = await save(appointmentID, token, 0, { feelingWell: 'maybe', ateAndDrank: 'yes' });
    expect(wrong.json().fields.map((f: { path: string }) => f.path)).toEqual(['params.answers.feelingWell']);
    const page = await t.call('appointment/saveCheckInAnswers', { appointmentID, docID: DOC_ID, layoutIndex: 7, answers: {} }, { token });
    expect(page.json().fields.map((f: { path: string }) => f.path)).toEqual(['params.layoutIndex']);
    const badId = await t.call('appointment/getCheckInQuestionnaire', { appointmentID: 'not-an-id' }, { token });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields.map((f: { path: string }) => f.path)).toEqual(['params.appointmentID']);

    const other = await donorWithAppointment();
    expect((await questionnaire(appointmentID, other.token)).statusCode).toBe(404);
    expect((await save(appointmentID, other.token, 0)).statusCode).toBe(404);
    expect((await pass(appointmentID, other.token)).statusCode).toBe(404);
  });

  it('opens only on the appointment’s day at its center, and not for a cancelled appointment', async () => {
    const tomorrow = await donorWithAppointment('2026-06-16T15:00:00Z');
    expect((await questionnaire(tomorrow.appointmentID, tomorrow.token)).json()).toMatchObject({ code: 'checkInNotToday' });
    expect((await save(tomorrow.appointmentID, tomorrow.token, 0)).statusCode).toBe(409);
    // 11 PM in Chicago on the 14th is already the 15th in UTC: still not the appointment's day at the center.
    const today = await donorWithAppointment();
    t.clock.set('2026-06-15T04:30:00Z');
    const token = (await signIn(t, today.donor.email ?? '')).token;
    expect((await questionnaire(today.appointmentID, token)).json()).toMatchObject({ code: 'checkInNotToday' });
    t.clock.set(TEST_NOW);
    await t.database.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, today.appointmentID));
    expect((await questionnaire(today.appointmentID, today.token)).json()).toMatchObject({ code: 'checkInClosed' });
  });
});

describe('express check-in: the pass', () => {
  it('is a signed token without personal data and a short code, until the end of the day at the center', async () => {
    const { donor, pass: issued } = await donorWithPass();
    expect(issued.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(issued.expiresAt).toBe('2026-06-16T00:00:00-05:00');
    expect(issued.used).toBe(false);
    const [prefix, body] = issued.token.split('.');
    expect(prefix).toBe('CI1');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'));
    expect(Object.keys(claims).sort()).toEqual(['a', 'e']);
    expect(issued.token).not.toContain(donor.donorNumber);
  });

  it('checks the appointment in once, for staff of its center, today, audited; the same pass again is refused', async () => {
    const { token, appointmentID, donor, pass: issued } = await donorWithPass();
    const staff = await signInStaff(t, austinStaff.email);
    const res = await redeem(staff, issued.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appointment).toMatchObject({ id: appointmentID, status: 'checked_in', donorNumber: donor.donorNumber });
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointmentID));
    expect(row).toMatchObject({ status: 'checked_in', checkedInAt: new Date(TEST_NOW) });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment/redeemCheckInPass'), eq(auditLog.objectId, appointmentID)));
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: austinStaff.id,
        donorId: donor.id,
        before: { status: 'booked' },
        after: { status: 'checked_in', via: 'checkInPass' },
      }),
    ]);
    const again = await redeem(staff, issued.code, austin, 'es');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'checkInPassUsed', message: 'Este pase de registro ya se usó.' });
    expect((await pass(appointmentID, token)).json()).toMatchObject({ used: true });
  });

  it('takes the short code as staff type it, and spends a pass once under parallel scans', async () => {
    const { appointmentID, pass: issued } = await donorWithPass();
    const staff = await signInStaff(t, austinStaff.email);
    const typed = ` ${issued.code.replace('-', '').toLowerCase()} `;
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => redeem(staff, i % 2 ? typed : issued.token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 200)?.json().appointment.id).toBe(appointmentID);
  });

  it('refuses a pass of another center, another day, an altered or unknown one, with the reason in the staff member’s language', async () => {
    const houstonStaff = await signInStaff(t, houstonStaffEmail);
    const staff = await signInStaff(t, austinStaff.email);
    const { pass: issued } = await donorWithPass();
    // Not one of the caller's centers: 404, whatever the pass.
    expect((await redeem(houstonStaff, issued.token, austin)).statusCode).toBe(404);
    const elsewhere = await redeem(houstonStaff, issued.code, houston, 'es');
    expect(elsewhere.json()).toMatchObject({ code: 'checkInPassOtherCenter', message: 'Este pase de registro es de otro centro.' });
    expect((await redeem(houstonStaff, issued.token, houston)).json()).toMatchObject({ code: 'checkInPassOtherCenter' });

    const [prefix, body, signature] = issued.token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'));
    const moved = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 86_400 })).toString('base64url');
    expect((await redeem(staff, `${prefix}.${moved}.${signature}`)).json()).toMatchObject({ code: 'checkInPassInvalid' });
    expect((await redeem(staff, 'ZZZZ-ZZZZ')).json()).toMatchObject({ code: 'checkInPassInvalid' });
    expect((await redeem(staff, 'hello')).json()).toMatchObject({ code: 'checkInPassInvalid' });
    const empty = await redeem(staff, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.map((f: { path: string }) => f.path)).toEqual(['params.pass']);

    // The next day at the center: the token has expired and the code names yesterday's appointment.
    t.clock.set('2026-06-16T14:00:00Z');
    const nextDay = await signInStaff(t, austinStaff.email);
    const expired = await redeem(nextDay, issued.token, austin, 'es');
    expect(expired.json()).toMatchObject({ code: 'checkInPassOtherDay', message: 'Este pase de registro no es para hoy.' });
    expect((await redeem(nextDay, issued.code)).json()).toMatchObject({ code: 'checkInPassOtherDay' });
  });

  it('is made again when the appointment moves to another day: the answers and the pass were for the day before', async () => {
    const { donor, appointmentID, token, pass: issued } = await donorWithPass();
    const moved = await t.call(
      'appointment/reschedule',
      { appointmentID, start: '2026-06-16T13:00:00-05:00', requestId: crypto.randomUUID() },
      { token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    t.clock.set('2026-06-16T15:00:00Z');
    const again = (await signIn(t, donor.email ?? '')).token;
    expect((await questionnaire(appointmentID, again)).json()).toMatchObject({ completed: false, startfrom: 0, previouslyanswered: {} });
    const staff = await signInStaff(t, austinStaff.email);
    expect((await redeem(staff, issued.token)).json()).toMatchObject({ code: 'checkInPassOtherDay' });
    expect((await redeem(staff, issued.code)).json()).toMatchObject({ code: 'checkInPassInvalid' });
  });

  it('is not given before the questionnaire is complete, nor redeemable without it', async () => {
    const { token, appointmentID } = await donorWithAppointment();
    await save(appointmentID, token, 0);
    expect((await pass(appointmentID, token)).statusCode).toBe(409);
    expect((await t.call('appointment/redeemCheckInPass', { locationID: austin, pass: 'abc' }, { token })).statusCode).toBe(401);
  });
});
