import type { ScreeningTestType, VisitDeferralCode, VisitFacts } from '@portal/contract';
import { screeningTestTypes } from '@portal/contract/constants';
import type { VisitRecordInput } from '@portal/contract/services/ops/visits';

/** One payment row: the amount, and when it was paid (empty: at check-out). */
export interface PaymentRow {
  /** React's key for the row, so removing one row keeps the others' inputs. */
  key: string;
  amount: string;
  paidAt: string;
  /** The stored payment's own instant (empty for a new row): kept to the second while `paidAt` still shows it. */
  storedDate: string;
}

/** The facts as the form holds them: text for the inputs (empty = not given), booleans for the switches. */
export interface VisitFactsValues {
  [field: string]: unknown;
  checkin: string;
  checkout: string;
  donated: boolean;
  payments: PaymentRow[];
  weight: string;
  bpsys: string;
  bpdia: string;
  pulserate: string;
  temperature: string;
  deferralCode: VisitDeferralCode | '';
  deferralUntil: string;
}

type FactsParams = Pick<VisitRecordInput, 'checkinTS' | 'checkoutTS' | 'donated' | 'payments' | 'screeningTests' | 'deferral'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, in the browser's time zone (staff work at the center). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; text that is no time stays as it is, for the contract to name. */
function fromLocalInput(value: string): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

const numberOrText = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

let rowCount = 0;

/** A payment row for the form: a new one is empty and paid at check-out; a stored one shows its own time. */
export function paymentRow(stored?: { paymentDate: string; amount: number }): PaymentRow {
  rowCount += 1;
  return stored
    ? {
        key: `payment-${rowCount}`,
        amount: String(stored.amount),
        paidAt: toLocalInput(stored.paymentDate),
        storedDate: stored.paymentDate,
      }
    : { key: `payment-${rowCount}`, amount: '', paidAt: '', storedDate: '' };
}

/** A row's instant: its stored one while the input still shows it (the input drops the seconds), else the input's, else check-out's. */
function paymentDateOf(row: PaymentRow, visitEnd: string): string {
  if (row.storedDate && row.paidAt === toLocalInput(row.storedDate)) return row.storedDate;
  return row.paidAt ? fromLocalInput(row.paidAt) : visitEnd;
}

/** The params of the facts; the contract's schema checks them, on the form and on the server. */
export function factsToParams(values: VisitFactsValues): FactsParams {
  const checkinTS = fromLocalInput(values.checkin);
  const checkoutTS = values.checkout ? fromLocalInput(values.checkout) : null;
  return {
    checkinTS,
    checkoutTS,
    donated: values.donated,
    payments: values.payments.map((row) => ({
      paymentDate: paymentDateOf(row, checkoutTS ?? checkinTS),
      amount: numberOrText(row.amount),
    })),
    screeningTests: screeningTestTypes.flatMap((type) => (values[type].trim() ? [{ type, value: numberOrText(values[type]) }] : [])),
    deferral: values.deferralCode ? { code: values.deferralCode, until: values.deferralUntil || null } : null,
  };
}

/**
 * Where an error about a param shows: `screeningTests.2.value` under the third vital the form filled in,
 * `payments.1.paymentDate` under the second row's time, or under check-out (or check-in) when that row follows it.
 */
export function factsFieldOf(path: string, values: VisitFactsValues): string {
  if (path.startsWith('checkinTS')) return 'checkin';
  if (path.startsWith('checkoutTS')) return 'checkout';
  const payment = /^payments\.(\d+)\.(amount|paymentDate)/.exec(path);
  if (payment) {
    const index = Number(payment[1]);
    if (payment[2] === 'amount') return `payments.${index}.amount`;
    if (values.payments[index]?.paidAt) return `payments.${index}.paidAt`;
    return values.checkout ? 'checkout' : 'checkin';
  }
  if (path === 'deferral.until') return 'deferralUntil';
  if (path.startsWith('deferral')) return 'deferralCode';
  const test = /^screeningTests\.(\d+)/.exec(path);
  if (test) {
    const filled = screeningTestTypes.filter((type) => values[type].trim());
    return filled[Number(test[1])] ?? 'weight';
  }
  return path;
}

/** The form's values for facts already stored (the correction form starts from the visit as it is). */
export function valuesFromFacts(facts: VisitFacts): VisitFactsValues {
  const vital = (type: ScreeningTestType) => {
    const found = facts.screeningTests.find((s) => s.type === type);
    return found ? String(found.value) : '';
  };
  return {
    checkin: toLocalInput(facts.checkinTS),
    checkout: toLocalInput(facts.checkoutTS),
    donated: facts.donated,
    payments: facts.payments.map((payment) => paymentRow(payment)),
    weight: vital('weight'),
    bpsys: vital('bpsys'),
    bpdia: vital('bpdia'),
    pulserate: vital('pulserate'),
    temperature: vital('temperature'),
    deferralCode: facts.deferral?.code ?? '',
    deferralUntil: facts.deferral?.until ?? '',
  };
}

/** A new visit's facts: checked in an hour ago, checked out now, a completed donation. */
export function newVisitFacts(now: Date): VisitFactsValues {
  return valuesFromFacts({
    checkinTS: new Date(now.getTime() - 60 * 60_000).toISOString(),
    checkoutTS: now.toISOString(),
    donated: true,
    payments: [],
    screeningTests: [],
    deferral: null,
  });
}
