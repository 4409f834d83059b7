import type { CenterSchedule } from '@portal/contract';
import { bookingRulesSchema, centerScheduleSchema } from '@portal/contract/entities/booking';
import { defaultBookingRules } from '@portal/contract/rules/booking-rules';
import { describe, expect, it } from 'vitest';
import { closureRow, scheduleFieldOf, scheduleToValues, valuesToRules, valuesToSchedule } from './schedule-form-values';

const weekday = { open: '07:00', close: '19:00' };
const schedule: CenterSchedule = {
  chairs: 4,
  slotMinutes: 20,
  bufferMinutes: 5,
  horizonDays: 14,
  minNoticeMinutes: 120,
  weeklyHours: [null, weekday, weekday, weekday, weekday, weekday, { open: '08:00', close: '16:00' }],
  offPeak: [{ from: '13:00', to: '15:00' }],
  closures: [{ day: '2026-07-04', reason: { en: 'Independence Day', es: 'Día de la Independencia' } }],
};

describe('schedule form values', () => {
  it('round-trips a stored schedule', () => {
    expect(valuesToSchedule(scheduleToValues(schedule))).toEqual(schedule);
  });

  it('keeps a closed weekday’s times for reopening but sends null', () => {
    const values = scheduleToValues(schedule);
    values.weeklyHours[2] = { open: false, opensAt: '07:00', closesAt: '19:00' };
    values.weeklyHours[0] = { open: true, opensAt: '10:00', closesAt: '14:00' };
    const sent = valuesToSchedule(values);
    expect(sent.weeklyHours[2]).toBeNull();
    expect(sent.weeklyHours[0]).toEqual({ open: '10:00', close: '14:00' });
  });

  it('sends an emptied number as no number, which the contract names', () => {
    const values = { ...scheduleToValues(schedule), chairs: '', closures: [...scheduleToValues(schedule).closures, closureRow()] };
    const result = centerScheduleSchema.safeParse(valuesToSchedule(values));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['chairs', 'numberOutOfRange'],
        ['closures.1.day', 'closureDayInvalid'],
        ['closures.1.reason.en', 'closureReasonRequired'],
      ]),
    );
  });

  it('puts the contract’s errors under the inputs that show them', () => {
    expect(scheduleFieldOf('schedule.weeklyHours.3.close')).toBe('weeklyHours.3.closesAt');
    expect(scheduleFieldOf('schedule.weeklyHours.0.open')).toBe('weeklyHours.0.opensAt');
    expect(scheduleFieldOf('schedule.closures.2.reason.es')).toBe('closures.2.reasonEs');
    expect(scheduleFieldOf('schedule.closures.2.day')).toBe('closures.2.day');
    expect(scheduleFieldOf('schedule.chairs')).toBe('chairs');
    expect(scheduleFieldOf('schedule.offPeak.0.to')).toBe('offPeak.0.to');
  });
});

describe('booking rules form values', () => {
  const rules = defaultBookingRules;

  it('sends the numbers as they are', () => {
    expect(valuesToRules(rules)).toEqual(rules);
  });

  it('sends an emptied input as no number and text as its number, for the contract to judge', () => {
    const sent = valuesToRules({ ...rules, maxFutureAppointments: '', firstDonationMinutes: '90' });
    expect(sent.firstDonationMinutes).toBe(90);
    const result = bookingRulesSchema.safeParse({ ...sent, returnDonationMinutes: 300 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['maxFutureAppointments', 'numberOutOfRange'],
      ['returnDonationMinutes', 'numberOutOfRange'],
    ]);
  });
});
