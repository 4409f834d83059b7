import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableCenter, newRequestId, signedInDonor } from '../../../test/booking';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let austin: number;
let center: { name: string; addressLine1: string; city: string; stateCode: string };

beforeAll(async () => {
  t = await createTestApp();
  const created = await createBookableCenter(t);
  austin = created.id;
  center = created;
});
afterAll(() => t.close());

/** The properties of the file's one event, lines unfolded (RFC 5545 §3.1) and text unescaped. */
function eventOf(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(0);
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  const entries = lines.slice(start + 1, end).map((line) => {
    const colon = line.indexOf(':');
    const value = line
      .slice(colon + 1)
      .replace(/\\([,;\\])/g, '$1')
      .replace(/\\n/gi, '\n');
    return [line.slice(0, colon).split(';')[0] ?? '', value] as const;
  });
  return Object.fromEntries(entries);
}

/** `20260616T150000Z` → the instant. */
const instant = (utc: string | undefined) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(utc ?? '');
  if (!m) throw new Error(`not a UTC date-time: ${utc}`);
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`).toISOString();
};

async function bookOne(token: string, start: string) {
  const res = await t.call('appointment/book', { locationID: austin, start, requestId: newRequestId() }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ appointment: { id: string; end: string } }>().appointment;
}

describe('the calendar file of an appointment', () => {
  it('holds the appointment’s instants in UTC, the center’s address and texts in the donor’s language', async () => {
    const { token } = await signedInDonor(t, { homeLocationId: austin });
    const appointment = await bookOne(token, '2026-06-16T09:20:00-05:00');

    const en = await t.call('appointment/getCalendarFile', { appointmentID: appointment.id, lang: 'en' }, { token });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().fileName).toBe('donation-2026-06-16.ics');
    const event = eventOf(en.json().content);
    expect(instant(event.DTSTART)).toBe('2026-06-16T14:20:00.000Z');
    expect(instant(event.DTEND)).toBe(new Date(appointment.end).toISOString());
    expect(event.UID).toBe(`${appointment.id}@donor-portal`);
    expect(event.SUMMARY).toBe(`Plasma donation at ${center.name}`);
    expect(event.LOCATION).toBe(`${center.name}, ${center.addressLine1}, ${center.city}, ${center.stateCode}`);
    expect(event.DESCRIPTION).toContain('Tuesday, June 16, 2026, 9:20 AM');
    expect(event.DESCRIPTION).toContain('/appointments');

    const es = eventOf(
      (await t.call('appointment/getCalendarFile', { appointmentID: appointment.id, lang: 'es' }, { token })).json().content,
    );
    expect(es.SUMMARY).toBe(`Donación de plasma en ${center.name}`);
    expect(es.DESCRIPTION).toContain('martes, 16 de junio de 2026');
    expect(es.DTSTART).toBe(event.DTSTART);
  });

  it('writes the instant across a daylight-saving change as the center’s clock meant it', async () => {
    t.clock.set('2026-10-28T15:00:00Z');
    try {
      const { token } = await signedInDonor(t, { homeLocationId: austin });
      // Chicago leaves daylight saving on Sunday, November 1: 9:00 on Monday the 2nd is 15:00 UTC, not 14:00.
      const appointment = await bookOne(token, '2026-11-02T09:00:00-06:00');
      const event = eventOf((await t.call('appointment/getCalendarFile', { appointmentID: appointment.id }, { token })).json().content);
      expect(instant(event.DTSTART)).toBe('2026-11-02T15:00:00.000Z');
    } finally {
      t.clock.set('2026-06-15T15:00:00.000Z');
    }
  });

  it('is 404 for another donor’s appointment, and 409 once the appointment is cancelled', async () => {
    const owner = await signedInDonor(t, { homeLocationId: austin });
    const other = await signedInDonor(t, { homeLocationId: austin });
    const appointment = await bookOne(owner.token, '2026-06-17T10:00:00-05:00');
    const stranger = await t.call('appointment/getCalendarFile', { appointmentID: appointment.id }, { token: other.token });
    expect(stranger.json()).toMatchObject({ status: 404, code: 'appointmentNotFound' });
    const unknown = await t.call('appointment/getCalendarFile', { appointmentID: crypto.randomUUID() }, { token: owner.token });
    expect(unknown.json()).toMatchObject({ status: 404 });
    expect((await t.call('appointment/getCalendarFile', { appointmentID: 'x' }, { token: owner.token })).json().fields).toEqual([
      expect.objectContaining({ path: 'params.appointmentID' }),
    ]);
    await t.call('appointment/cancel', { appointmentID: appointment.id }, { token: owner.token });
    const cancelled = await t.call('appointment/getCalendarFile', { appointmentID: appointment.id }, { token: owner.token });
    expect(cancelled.json()).toMatchObject({ status: 409 });
  });
});
