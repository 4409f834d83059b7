import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisit } from '../../db/factories/visits';
import { appointments, messagesOutbox, notifications } from '../../db/schema/index';
import { createMessenger } from '../../domain/messaging/messenger';
import { createBookableCenter, newRequestId, signedInDonor } from '../../test/booking';
import { signIn } from '../../test/sign-in';
import { openSecondHandle } from '../../test/test-database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { markDueNoShows } from './no-shows';
import { sendDueReminders } from './reminders';
import type { ScheduledWorkDeps } from './scheduled-work-deps';

// The test clock: Monday 2026-06-15, 10:00 AM in Chicago (CDT, UTC−5).
let t: TestApp;
let centerId: number;
let deps: ScheduledWorkDeps;

beforeAll(async () => {
  t = await createTestApp();
  centerId = (await createBookableCenter(t)).id;
  const db = t.database.db;
  deps = {
    db,
    clock: t.clock,
    messenger: createMessenger({ db, clock: t.clock, brandName: 'Demo Plasma' }),
    publicUrl: 'https://portal.test',
  };
});
afterAll(() => t.close());

async function returningDonor(input: Parameters<typeof signedInDonor>[1] = {}) {
  const signedIn = await signedInDonor(t, { homeLocationId: centerId, ...input });
  await createVisit(t.database.db, { donorId: signedIn.donor.id, locationId: centerId, checkinAt: new Date('2026-05-15T14:00:00Z') });
  return signedIn;
}

const sentTo = (to: string, template?: string) =>
  t.database.db
    .select()
    .from(messagesOutbox)
    .where(and(eq(messagesOutbox.destination, to), template ? eq(messagesOutbox.template, template) : undefined));

const appointmentNotices = (donorId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.donorId, donorId), eq(notifications.type, 'appointment')));

const book = (token: string, start: string, requestId = newRequestId()) =>
  t.call('appointment/book', { locationID: centerId, start, requestId }, { token });

describe('confirmations', () => {
  it('are sent once per booking, rescheduling and cancellation, however often the call is repeated', async () => {
    t.clock.set('2026-06-15T15:00:00Z');
    const { donor, token } = await returningDonor();
    const email = donor.email as string;
    const requestId = newRequestId();
    const booked = await book(token, '2026-06-17T09:00:00-05:00', requestId);
    expect(booked.statusCode, booked.body).toBe(200);
    await book(token, '2026-06-17T09:00:00-05:00', requestId);
    await Promise.all([1, 2].map(() => book(token, '2026-06-17T09:00:00-05:00', requestId)));
    const [confirmation] = await sentTo(email, 'appointmentBooked');
    expect(await sentTo(email, 'appointmentBooked')).toHaveLength(1);
    expect(confirmation?.body).toContain('Wednesday, June 17, 9:00 AM');
    expect(confirmation?.body).toContain('/appointments');

    const id = booked.json().appointment.id as string;
    const moveId = newRequestId();
    const move = () =>
      t.call('appointment/reschedule', { appointmentID: id, start: '2026-06-17T11:00:00-05:00', requestId: moveId }, { token });
    expect((await move()).statusCode).toBe(200);
    await move();
    expect(await sentTo(email, 'appointmentRescheduled')).toHaveLength(1);

    const cancel = () => t.call('appointment/cancel', { appointmentID: id }, { token });
    expect((await cancel()).statusCode).toBe(200);
    await cancel();
    expect(await sentTo(email, 'appointmentCancelled')).toHaveLength(1);
    // Text messages too (the donor allows reminders by SMS), and the portal's notifications: three in all.
    expect(await sentTo(`+1${donor.phoneNumber}`)).toHaveLength(3);
    const notices = await appointmentNotices(donor.id);
    expect(notices.map((n) => n.title.en).sort()).toEqual(['Appointment booked', 'Appointment cancelled', 'Appointment moved']);
    expect(notices.every((n) => n.goto === '/appointments')).toBe(true);
  });
});

describe('reminders', () => {
  it('go 24 hours and 2 hours before, each once, in the donor’s language and by the channels she allows', async () => {
    t.clock.set('2026-06-15T15:00:00Z');
    const { donor, token } = await returningDonor({
      language: 'es',
      communicationPreferences: {
        email: { rewards: true, promotions: true, reminders: false },
        sms: { rewards: true, promotions: false, reminders: true },
        push: { rewards: true, promotions: true, reminders: true },
      },
    });
    const phone = `+1${donor.phoneNumber}`;
    expect((await book(token, '2026-06-18T09:00:00-05:00')).statusCode).toBe(200);
    await sendDueReminders(deps);
    expect(await sentTo(phone, 'appointmentReminder')).toHaveLength(0);

    t.clock.set('2026-06-17T13:59:59Z');
    await sendDueReminders(deps);
    expect(await sentTo(phone, 'appointmentReminder')).toHaveLength(0);
    t.clock.set('2026-06-17T14:00:00Z');
    await sendDueReminders(deps);
    await sendDueReminders(deps);
    const [dayBefore, ...more] = await sentTo(phone, 'appointmentReminder');
    expect(more).toHaveLength(0);
    expect(dayBefore?.body).toContain('Recordatorio de Demo Plasma: tu cita de mañana, el jueves, 18 de junio');
    expect(dayBefore?.body).toContain('https://portal.test/appointments');

    t.clock.set('2026-06-18T12:00:00Z');
    await sendDueReminders(deps);
    await sendDueReminders(deps);
    const sent = await sentTo(phone, 'appointmentReminder');
    expect(sent).toHaveLength(2);
    expect(sent.map((m) => m.body).join()).toContain('tu cita en 2 horas');
    // E-mail reminders are off for her; the portal's notification is always there, in both languages.
    expect(await sentTo(donor.email as string, 'appointmentReminder')).toHaveLength(0);
    const titles = (await appointmentNotices(donor.id)).map((n) => n.title.es);
    expect(titles).toEqual(expect.arrayContaining(['Tu cita es mañana', 'Tu cita es en 2 horas']));
  });

  it('skips a reminder whose time had passed when the appointment was booked, and sends it for the new time after a reschedule', async () => {
    t.clock.set('2026-06-22T15:00:00Z');
    const { donor, token } = await returningDonor();
    const email = donor.email as string;
    // Booked 23 hours ahead: the 24-hour reminder's time has passed (the confirmation has just said it all).
    const booked = await book(token, '2026-06-23T09:00:00-05:00');
    t.clock.set('2026-06-22T15:01:00Z');
    expect(await sendDueReminders(deps)).toBe(0);
    const id = booked.json().appointment.id as string;
    const moved = await t.call(
      'appointment/reschedule',
      { appointmentID: id, start: '2026-06-24T09:00:00-05:00', requestId: newRequestId() },
      { token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    t.clock.set('2026-06-23T14:00:00Z');
    await sendDueReminders(deps);
    expect((await sentTo(email, 'appointmentReminder')).map((m) => m.subject)).toEqual(['Reminder: your Demo Plasma appointment tomorrow']);
  });

  it('two server processes running the reminders at the same time send each one exactly once', async () => {
    t.clock.set('2026-06-29T15:00:00Z');
    const donors = await Promise.all(Array.from({ length: 6 }, () => returningDonor()));
    for (const [index, { token }] of donors.entries()) {
      const start = `2026-07-01T${String(9 + index).padStart(2, '0')}:00:00-05:00`;
      expect((await book(token, start)).statusCode).toBe(200);
    }
    const second = await createTestApp({ database: openSecondHandle(t.database) });
    try {
      second.clock.set('2026-07-01T00:00:00Z');
      t.clock.set('2026-07-01T00:00:00Z');
      const secondDeps: ScheduledWorkDeps = {
        db: second.database.db,
        clock: second.clock,
        messenger: createMessenger({ db: second.database.db, clock: second.clock, brandName: 'Demo Plasma' }),
        publicUrl: 'https://portal.test',
      };
      const runs = await Promise.all([deps, secondDeps, deps, secondDeps].map((d) => sendDueReminders(d)));
      expect(runs.reduce((a, b) => a + b, 0)).toBe(6);
      for (const { donor } of donors) expect(await sentTo(donor.email as string, 'appointmentReminder')).toHaveLength(1);
    } finally {
      await second.close();
      if (second.database !== t.database) await second.database.close();
    }
  });
});

describe('no-shows', () => {
  it('are marked once the rules’ delay after the arrival window has passed, and stay in the donor’s past appointments', async () => {
    t.clock.set('2026-07-06T15:00:00Z');
    const { donor, token } = await returningDonor();
    const booked = await book(token, '2026-07-07T09:00:00-05:00');
    const id = booked.json().appointment.id as string;
    // The window ends at 9:20; 60 minutes later (the default) is 10:20 in Chicago, 15:20 UTC.
    t.clock.set('2026-07-07T15:19:59Z');
    await markDueNoShows(deps);
    const status = async () => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.status;
    expect(await status()).toBe('booked');
    t.clock.set('2026-07-07T15:20:00Z');
    await markDueNoShows(deps);
    expect(await status()).toBe('no_show');
    const { token: later } = await signIn(t, donor.email as string);
    const list = (await t.call('appointment/getAppointments', {}, { token: later })).json();
    expect(list.past.map((a: { id: string; status: string }) => [a.id, a.status])).toContainEqual([id, 'no_show']);
  });
});
