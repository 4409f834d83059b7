import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisit } from '../../../db/factories/visits';
import { createDeferral } from '../../../db/factories/prescreening';
import { createStaff } from '../../../db/factories/staff';
import { appointments, auditLog, messagesOutbox, slotBookings, waitlistOffers } from '../../../db/schema/index';
import { createMessenger } from '../../../domain/messaging/messenger';
import { createBookableCenter, newRequestId, signedInDonor } from '../../../test/booking';
import { signInStaff } from '../../../test/sign-in';
import { openSecondHandle } from '../../../test/test-database';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ScheduledWorkDeps } from '../scheduled-work-deps';
import { runWaitlist } from './waitlist-offers';

// The test clock: Monday 2026-06-15, 10:00 AM in Chicago. The center opens 9:00–10:20 with one chair: a returning
// donor's 75-minute donation fits only the 9:00 window, so one booking fills the day.
let t: TestApp;
let centerId: number;
let otherCenterId: number;
let deps: ScheduledWorkDeps;
const day = '2026-06-17';
const nine = '2026-06-17T09:00:00-05:00';

beforeAll(async () => {
  t = await createTestApp();
  const hours = { open: '09:00', close: '10:20' };
  centerId = (await createBookableCenter(t, { chairs: 1, weeklyHours: [hours, hours, hours, hours, hours, hours, hours] })).id;
  otherCenterId = (await createBookableCenter(t)).id;
  const db = t.database.db;
  deps = {
    db,
    clock: t.clock,
    messenger: createMessenger({ db, clock: t.clock, brandName: 'Demo Plasma' }),
    publicUrl: 'https://portal.test',
  };
});
afterAll(() => t.close());

async function returningDonor() {
  const signedIn = await signedInDonor(t, { homeLocationId: centerId });
  await createVisit(t.database.db, { donorId: signedIn.donor.id, locationId: centerId, checkinAt: new Date('2026-05-15T14:00:00Z') });
  return signedIn;
}

const join = (token: string, date = day) => t.call('appointment/joinWaitlist', { locationID: centerId, date }, { token });
const waitlist = async (token: string) => (await t.call('appointment/getWaitlist', {}, { token })).json().entries;
const accept = (token: string, entryID: string) => t.call('appointment/acceptWaitlistOffer', { entryID }, { token });

describe('the waitlist', () => {
  it('offers a freed chair in order, skips the ineligible, holds it 15 minutes, then offers it to the next; one accept books once', async () => {
    t.clock.set('2026-06-15T15:00:00Z');
    const [first, skipped, offered, next, outsider] = await Promise.all([1, 2, 3, 4, 5].map(() => returningDonor()));
    if (!first || !skipped || !offered || !next || !outsider) throw new Error('donors missing');
    const booked = await t.call(
      'appointment/book',
      { locationID: centerId, start: nine, requestId: newRequestId() },
      { token: first.token },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await join(outsider.token, '2026-06-18')).json()).toMatchObject({ status: 409, code: 'waitlistDayNotFull' });

    const entries: Record<string, string> = {};
    for (const [name, donor] of Object.entries({ skipped, offered, next })) {
      t.clock.advance(1_000);
      const res = await join(donor.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().entry).toMatchObject({ locationID: centerId, date: day, status: 'waiting', offer: null });
      entries[name] = res.json().entry.id;
    }
    expect((await join(offered.token)).json().entry.id).toBe(entries.offered);
    // The first in line books the day before elsewhere: a day between two donations, so she cannot take the chair.
    const elsewhere = await t.call(
      'appointment/book',
      { locationID: otherCenterId, start: '2026-06-16T09:00:00-05:00', requestId: newRequestId() },
      { token: skipped.token },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);

    expect(await runWaitlist(deps)).toBe(0);
    expect((await t.call('appointment/cancel', { appointmentID: booked.json().appointment.id }, { token: first.token })).statusCode).toBe(
      200,
    );
    expect(await runWaitlist(deps)).toBe(1);
    expect(await runWaitlist(deps)).toBe(0);

    const [offer] = await waitlist(offered.token);
    expect(offer).toMatchObject({ status: 'offered', offer: { start: nine, expiresAt: '2026-06-15T15:15:03.000Z' } });
    expect((await waitlist(skipped.token))[0]).toMatchObject({ status: 'waiting', offer: null });
    const [message] = await t.database.db
      .select()
      .from(messagesOutbox)
      .where(and(eq(messagesOutbox.destination, offered.donor.email as string), eq(messagesOutbox.template, 'waitlistOffer')));
    expect(message?.body).toContain('until 10:15 AM');
    // Held: nobody else can book it, and another donor's entry id is 404.
    const taken = await t.call(
      'appointment/book',
      { locationID: centerId, start: nine, requestId: newRequestId() },
      { token: outsider.token },
    );
    expect(taken.json()).toMatchObject({ status: 409, code: 'slotUnavailable' });
    expect((await accept(next.token, entries.offered as string)).json()).toMatchObject({ status: 404, code: 'waitlistNotFound' });
    expect((await t.call('appointment/leaveWaitlist', { entryID: entries.offered as string }, { token: next.token })).statusCode).toBe(404);

    // The hold ends unanswered: the chair goes to the next in line.
    t.clock.advance(15 * 60_000);
    expect(await runWaitlist(deps)).toBe(1);
    expect((await accept(offered.token, entries.offered as string)).json()).toMatchObject({ status: 409, code: 'waitlistOfferExpired' });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => accept(next.token, entries.next as string)));
    const ids = new Set(answers.map((res) => res.json().appointment?.id));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.locationId, centerId), eq(appointments.startsAt, new Date(nine)), eq(appointments.status, 'booked')));
    expect(rows.map((row) => row.donorId)).toEqual([next.donor.id]);
    const [counter] = await t.database.db
      .select()
      .from(slotBookings)
      .where(and(eq(slotBookings.locationId, centerId), eq(slotBookings.startsAt, new Date(nine))));
    expect(counter?.booked).toBe(1);
    expect(await waitlist(next.token)).toEqual([]);
    // One confirmation for the one booking, whatever the number of accepts.
    const confirmations = await t.database.db
      .select()
      .from(messagesOutbox)
      .where(and(eq(messagesOutbox.destination, next.donor.email as string), eq(messagesOutbox.template, 'appointmentBooked')));
    expect(confirmations).toHaveLength(1);
  });

  it('leaving while offered gives the chair to the next donor', async () => {
    t.clock.set('2026-06-22T15:00:00Z');
    const [first, leaver, next] = await Promise.all([1, 2, 3].map(() => returningDonor()));
    if (!first || !leaver || !next) throw new Error('donors missing');
    const start = '2026-06-24T09:00:00-05:00';
    const booked = await t.call('appointment/book', { locationID: centerId, start, requestId: newRequestId() }, { token: first.token });
    const leaverEntry = (await join(leaver.token, '2026-06-24')).json().entry.id as string;
    t.clock.advance(1_000);
    await join(next.token, '2026-06-24');
    await t.call('appointment/cancel', { appointmentID: booked.json().appointment.id }, { token: first.token });
    await runWaitlist(deps);
    const left = await t.call('appointment/leaveWaitlist', { entryID: leaverEntry }, { token: leaver.token });
    expect(left.json().entry).toMatchObject({ status: 'left', offer: null });
    await runWaitlist(deps);
    expect((await waitlist(next.token))[0]).toMatchObject({ status: 'offered', offer: { start } });

    // The console: the center's staff see the day's line in order (audited); another center's manager gets 404.
    const member = await createStaff(t.database.db, 'center_staff', { centerIds: [centerId] });
    const staffToken = await signInStaff(t, member.email);
    const list = await t.call('appointment/getCenterWaitlist', { locationID: centerId, day: '2026-06-24' }, { token: staffToken });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().entries).toMatchObject([
      { status: 'left', position: null, donorNumber: leaver.donor.donorNumber, offerStart: null },
      {
        status: 'offered',
        position: 1,
        donorNumber: next.donor.donorNumber,
        offerStart: start,
        offerExpiresAt: '2026-06-22T15:15:01.000Z',
      },
    ]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.staffId, member.id));
    expect(audit).toMatchObject({ objectType: 'centerWaitlist', objectId: `${centerId}/2026-06-24` });
    const elsewhere = await signInStaff(t, (await createStaff(t.database.db, 'center_manager', { centerIds: [otherCenterId] })).email);
    const hidden = await t.call('appointment/getCenterWaitlist', { locationID: centerId, day: '2026-06-24' }, { token: elsewhere });
    expect(hidden.json()).toMatchObject({ status: 404, code: 'locationNotFound' });
  });

  it('two server processes offering at the same time offer a freed chair once', async () => {
    t.clock.set('2026-06-29T15:00:00Z');
    const [first, ...waiting] = await Promise.all([1, 2, 3, 4].map(() => returningDonor()));
    if (!first) throw new Error('donors missing');
    const start = '2026-07-01T09:00:00-05:00';
    const booked = await t.call('appointment/book', { locationID: centerId, start, requestId: newRequestId() }, { token: first.token });
    for (const donor of waiting) {
      t.clock.advance(1_000);
      expect((await join(donor.token, '2026-07-01')).statusCode).toBe(200);
    }
    await t.call('appointment/cancel', { appointmentID: booked.json().appointment.id }, { token: first.token });
    const second = await createTestApp({ database: openSecondHandle(t.database) });
    try {
      second.clock.set(t.clock.now());
      const db = second.database.db;
      const secondDeps: ScheduledWorkDeps = {
        db,
        clock: second.clock,
        messenger: createMessenger({ db, clock: second.clock, brandName: 'Demo Plasma' }),
        publicUrl: 'https://portal.test',
      };
      const offers = await Promise.all([deps, secondDeps, deps, secondDeps].map((d) => runWaitlist(d)));
      expect(offers.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await second.close();
      if (second.database !== t.database) await second.database.close();
    }
    const open = await t.database.db
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.locationId, centerId), eq(waitlistOffers.status, 'open')));
    expect(open.map((offer) => offer.donorId)).toEqual([waiting[0]?.donor.id]);
    const [counter] = await t.database.db
      .select()
      .from(slotBookings)
      .where(and(eq(slotBookings.locationId, centerId), eq(slotBookings.startsAt, new Date(start))));
    expect(counter?.booked).toBe(1);
  });

  it('refuses to join a day outside the horizon, a deferred donor, and names a bad date', async () => {
    t.clock.set('2026-07-06T15:00:00Z');
    const { token, donor } = await returningDonor();
    expect((await join(token, '2026-08-30')).json()).toMatchObject({ status: 409, code: 'slotUnavailable' });
    expect((await join(token, '2026-07-01')).json()).toMatchObject({ status: 409, code: 'slotUnavailable' });
    const bad = await t.call('appointment/joinWaitlist', { locationID: centerId, date: '07/08/2026' }, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual(['params.date']);
    await createDeferral(t.database.db, {
      donorId: donor.id,
      code: 'iron',
      reason: { en: 'Your iron level was low.', es: 'Tu nivel de hierro estaba bajo.' },
      deferredAt: t.clock.now(),
      until: '2026-07-20',
    });
    const other = await returningDonor();
    await t.call(
      'appointment/book',
      { locationID: centerId, start: '2026-07-08T09:00:00-05:00', requestId: newRequestId() },
      { token: other.token },
    );
    expect((await join(token, '2026-07-08')).json()).toMatchObject({ status: 409, code: 'bookingRefused' });
  });
});
