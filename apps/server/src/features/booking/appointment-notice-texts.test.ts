import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { notifications } from '../../db/schema/index';
import { seedVisitTexts } from '../../db/seed/demo-prescreening';
import { createBookableCenter, newRequestId, signedInDonor } from '../../test/booking';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APPOINTMENT_NOTICES_KEY } from './appointment-notice-texts';

/**
 * The appointment notices as a document editors change (decision 034): what the donor's notification says after she
 * books, read from the published document in the booking's transaction, or the built-in text while none is live.
 */
// The test clock: Monday 2026-06-15, 10:00 AM in Chicago (CDT, UTC−5).
let t: TestApp;
let centerId: number;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedVisitTexts(t.database.db);
  centerId = (await createBookableCenter(t)).id;
  editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
});
afterAll(() => t.close());

type Notice = { title: string; message: string };
type Fields = { en: Record<string, Notice>; es: Record<string, Notice> };

const ok = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const stored = async () =>
  ok<{ item: { version: number; fields: Fields } }>(await t.call('content/getDocument', { id: APPOINTMENT_NOTICES_KEY }, { token: editor }))
    .item;
const save = (expectedVersion: number, fields: Fields) =>
  t.call('content/saveDocument', { id: APPOINTMENT_NOTICES_KEY, expectedVersion, fields }, { token: editor });
const fieldsOf = (res: { json<U>(): U }) => res.json<{ fields: { path: string }[] }>().fields.map((field) => field.path);

let day = 16;
/** A returning donor books a weekday 9 AM appointment; returns the notification the booking wrote. */
async function bookingNotice(language: 'en' | 'es' = 'en') {
  t.clock.set('2026-06-15T15:00:00Z');
  const { donor, token } = await signedInDonor(t, { homeLocationId: centerId, language });
  await createVisit(t.database.db, { donorId: donor.id, locationId: centerId, checkinAt: new Date('2026-05-15T14:00:00Z') });
  day += 1;
  const start = `2026-06-${String(day).padStart(2, '0')}T09:00:00-05:00`;
  const booked = await t.call('appointment/book', { locationID: centerId, start, requestId: newRequestId() }, { token });
  expect(booked.statusCode, booked.body).toBe(200);
  const [row] = await t.database.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.donorId, donor.id), eq(notifications.type, 'appointment')))
    .orderBy(desc(notifications.createdAt));
  return row;
}

describe(`appointment notices as a document (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('are seeded with the built-in texts: a booking’s notification is byte for byte today’s', async () => {
    expect(await bookingNotice()).toEqual({
      title: { en: 'Appointment booked', es: 'Cita reservada' },
      message: {
        en: expect.stringMatching(/^Your donation is booked for Wednesday, June 17, 9:00\sAM at Test Center \d+\.$/),
        es: expect.stringMatching(/^Tu donación está reservada para el miércoles, 17 de junio, 9:00\sa\.\s?m\. en Test Center \d+\.$/),
      },
    });
  });

  it('edited in both languages, are what the next booking’s notification says, its placeholders filled', async () => {
    const { version, fields } = await stored();
    const edited: Fields = {
      en: { ...fields.en, booked: { title: 'See you soon!', message: 'We saved you a chair at {{center}}: {{when}}.' } },
      es: { ...fields.es, booked: { title: '¡Nos vemos pronto!', message: 'Te guardamos un lugar en {{center}}: {{when}}.' } },
    };
    ok(await save(version, edited));
    const notice = await bookingNotice('es');
    expect(notice?.title).toEqual({ en: 'See you soon!', es: '¡Nos vemos pronto!' });
    expect(notice?.message.en).toMatch(/^We saved you a chair at .+: Thursday, June 18, 9:00\sAM\.$/);
    expect(notice?.message.es).toMatch(/^Te guardamos un lugar en .+: jueves, 18 de junio, 9:00\sa\.\s?m\.\.$/);
  });

  it('refuse, 400 naming the field, an unknown placeholder, a message without a required one, an empty Spanish title', async () => {
    const { version, fields } = await stored();
    const unknown = await save(version, {
      en: { ...fields.en, cancelled: { title: 'Cancelled {{name}}', message: fields.en.cancelled!.message } },
      es: fields.es,
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['params.fields.en.cancelled.title']);
    // A waitlist offer must say until when the chair is held.
    const missing = await save(version, {
      en: fields.en,
      es: { ...fields.es, waitlistOffer: { title: fields.es.waitlistOffer!.title, message: 'El {{when}} en {{center}} es tuyo.' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['params.fields.es.waitlistOffer.message']);
    const empty = await save(version, { en: fields.en, es: { ...fields.es, reminder2h: { ...fields.es.reminder2h!, title: '' } } });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(['params.fields.es.reminder2h.title']);
    expect((await stored()).version).toBe(version);
  });

  it('fall back to the built-in texts while the document is retired: the donor is still told', async () => {
    const { version } = await stored();
    ok(
      await t.call('content/retireContent', { kind: 'document', id: APPOINTMENT_NOTICES_KEY, expectedVersion: version }, { token: editor }),
    );
    expect((await bookingNotice())?.title).toEqual({ en: 'Appointment booked', es: 'Cita reservada' });
  });

  it('are refused to a donor (401) and to center staff (403)', async () => {
    const { token } = await signedInDonor(t);
    expect((await t.call('content/getDocument', { id: APPOINTMENT_NOTICES_KEY }, { token })).statusCode).toBe(401);
    const staff = await signInStaff(t, (await createStaff(t.database.db, 'center_staff')).email);
    expect((await t.call('content/getDocument', { id: APPOINTMENT_NOTICES_KEY }, { token: staff })).statusCode).toBe(403);
  });
});
