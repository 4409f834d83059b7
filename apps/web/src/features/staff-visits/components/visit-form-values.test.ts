import type { VisitFacts } from '@portal/contract';
import { recordVisit } from '@portal/contract/services/staff-visits/record-visit';
import { describe, expect, it } from 'vitest';
import { contractValidator } from '../../../components/contract-form/contract-errors';
import {
  factsFieldOf,
  factsToParams,
  newVisitFacts,
  paymentRow,
  toLocalInput,
  valuesFromFacts,
  type VisitFactsValues,
} from './visit-form-values';

const checkin = '2026-11-20T14:00:00.000Z';
const checkout = '2026-11-20T15:10:00.000Z';

/** A stored visit: payments with seconds and milliseconds, which the `datetime-local` inputs do not show. */
const stored: VisitFacts = {
  checkinTS: checkin,
  checkoutTS: checkout,
  donated: true,
  payments: [
    { paymentDate: '2026-11-20T15:10:42.123Z', amount: 50 },
    { paymentDate: '2026-11-20T15:20:07.000Z', amount: 15.5 },
    { paymentDate: '2026-11-21T09:00:31.000Z', amount: 20 },
  ],
  screeningTests: [],
  deferral: null,
};

const row = (amount: string, paidAt = '') => ({ ...paymentRow(), amount, paidAt });

/** The record form's errors by field, as message keys: the contract's schema over the form's params. */
function recordErrors(values: VisitFactsValues) {
  const validate = contractValidator(recordVisit.params, (key) => key, {
    toParams: (v: VisitFactsValues) => ({ donorNumber: 'D1234567', locationID: 1, visitNumber: 'C1', ...factsToParams(v) }),
    fieldOf: factsFieldOf,
  });
  return validate(values);
}

describe('the payment rows of the visit forms', () => {
  it('records several payments: an empty time is the check-out time, a given one its own instant', () => {
    const values = valuesFromFacts({ ...stored, payments: [] });
    const paidNextDay = toLocalInput('2026-11-21T16:30:00.000Z');
    const params = factsToParams({ ...values, payments: [row('50'), row('12.25', paidNextDay)] });
    expect(params.payments).toEqual([
      { paymentDate: checkout, amount: 50 },
      { paymentDate: '2026-11-21T16:30:00.000Z', amount: 12.25 },
    ]);
    expect(recordErrors({ ...values, payments: [row('50'), row('12.25', paidNextDay)] })).toEqual({});
  });

  it('pays at check-in when the visit has no check-out', () => {
    const values = { ...valuesFromFacts(stored), checkout: '', payments: [row('40')] };
    expect(factsToParams(values).payments).toEqual([{ paymentDate: checkin, amount: 40 }]);
  });

  it('allows no payment at all, as when the donor did not donate', () => {
    const values = { ...newVisitFacts(new Date(checkout)), donated: false };
    expect(values.payments).toEqual([]);
    expect(factsToParams(values).payments).toEqual([]);
    expect(recordErrors(values)).toEqual({});
  });

  it('shows each row its own errors, and a missing time under the check-out it follows', () => {
    const values = valuesFromFacts({ ...stored, payments: [] });
    const errors = recordErrors({ ...values, payments: [row('10'), row(''), row('3.333')] });
    expect(errors).toEqual({ 'payments.1.amount': 'amountInvalid', 'payments.2.amount': 'amountInvalid' });
    expect(factsFieldOf('payments.0.paymentDate', { ...values, payments: [row('10', '2026-11-20T10:00')] })).toBe('payments.0.paidAt');
    expect(factsFieldOf('payments.0.paymentDate', { ...values, payments: [row('10')] })).toBe('checkout');
    expect(factsFieldOf('payments.0.paymentDate', { ...values, checkout: '', payments: [row('10')] })).toBe('checkin');
  });

  it('sends back the stored payments unchanged, to the millisecond, when nothing was edited', () => {
    expect(factsToParams(valuesFromFacts(stored)).payments).toEqual(stored.payments);
  });

  it('keeps the other payments and their dates when a row is removed', () => {
    const values = valuesFromFacts(stored);
    const [, second, third] = values.payments;
    const params = factsToParams({ ...values, payments: values.payments.filter((p) => p !== second) });
    expect(params.payments).toEqual([stored.payments[0], stored.payments[2]]);
    expect(third?.key).not.toBe(second?.key);
  });

  it('corrects amounts and times: a payment whose time was not edited keeps its own date', () => {
    const values = valuesFromFacts(stored);
    const [first, second, third] = values.payments;
    if (!first || !second || !third) throw new Error('three rows expected');
    const movedTo = toLocalInput('2026-11-20T15:45:00.000Z');
    const params = factsToParams({
      ...values,
      checkout: toLocalInput('2026-11-20T15:30:00.000Z'),
      payments: [{ ...first, amount: '55' }, { ...second, paidAt: movedTo }, { ...third, paidAt: '' }, row('5')],
    });
    expect(params.payments).toEqual([
      { paymentDate: '2026-11-20T15:10:42.123Z', amount: 55 },
      { paymentDate: '2026-11-20T15:45:00.000Z', amount: 15.5 },
      { paymentDate: '2026-11-20T15:30:00.000Z', amount: 20 },
      { paymentDate: '2026-11-20T15:30:00.000Z', amount: 5 },
    ]);
  });
});
