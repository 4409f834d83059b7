import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import { describe, expect, it } from 'vitest';
import { usableCopy } from './offline-store';

const now = Date.parse('2026-12-03T15:00:00Z');
const appointment: AppointmentView = {
  id: '6f0d3c1e-8a52-4c7e-9d0e-2b1f4a6c8e10',
  locationID: 1,
  centerName: 'Demo Plasma Austin North',
  centerAddress: '100 Main St, Austin, TX 78701',
  timeZone: 'America/Chicago',
  start: '2026-12-03T16:00:00-06:00',
  end: '2026-12-03T17:00:00-06:00',
  status: 'booked',
  firstDonation: false,
  changeable: true,
};
const pass = { status: 'ok', token: 'signed.pass', code: 'ABCD2345', expiresAt: '2026-12-04T05:59:59Z', used: false };

describe('usableCopy', () => {
  it("shows the donor's own copies with when they were fetched", () => {
    const record = { kind: 'nextAppointment', donorId: 'd1', fetchedAt: now - 60_000, value: appointment };
    expect(usableCopy('nextAppointment', record, 'd1', now)).toEqual(record);
    const center = { kind: 'homeCenter', donorId: 'd1', fetchedAt: now, value: null };
    expect(usableCopy('homeCenter', center, 'd1', now)).toEqual(center);
  });

  it("never shows another donor's copy, one of another kind or a malformed one", () => {
    const record = { kind: 'nextAppointment', donorId: 'd1', fetchedAt: now, value: appointment };
    expect(usableCopy('nextAppointment', record, 'd2', now)).toBeNull();
    expect(usableCopy('homeCenter', record, 'd1', now)).toBeNull();
    expect(usableCopy('nextAppointment', { ...record, fetchedAt: 'yesterday' }, 'd1', now)).toBeNull();
    expect(usableCopy('nextAppointment', undefined, 'd1', now)).toBeNull();
    expect(usableCopy('nextAppointment', [record], 'd1', now)).toBeNull();
  });

  it('keeps a check-in pass only until it expires', () => {
    const record = { kind: 'checkInPass', donorId: 'd1', fetchedAt: now, value: { appointmentID: appointment.id, appointment, pass } };
    expect(usableCopy('checkInPass', record, 'd1', now)).toEqual(record);
    expect(usableCopy('checkInPass', record, 'd1', Date.parse(pass.expiresAt))).toBeNull();
    expect(usableCopy('checkInPass', { ...record, value: { appointmentID: appointment.id, appointment } }, 'd1', now)).toBeNull();
  });

  it('no longer counts an appointment that has ended as the next one', () => {
    const record = { kind: 'nextAppointment', donorId: 'd1', fetchedAt: now, value: appointment };
    expect(usableCopy('nextAppointment', record, 'd1', Date.parse(appointment.end))?.value).toBeNull();
  });
});
