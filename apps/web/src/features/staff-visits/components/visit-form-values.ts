import { screeningTestTypes, type ScreeningTestType, type VisitDeferralCode, type VisitFacts } from '@portal/contract';
import type { VisitRecordInput } from '@portal/contract/services/ops/visits';

/** The facts as the form holds them: text for the inputs (empty = not given), booleans for the switches. */
export interface VisitFactsValues {
  [field: string]: unknown;
  checkin: string;
  checkout: string;
  donated: boolean;
  payment: string;
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

/** The params of the facts; the contract's schema checks them, on the form and on the server. */
export function factsToParams(values: VisitFactsValues): FactsParams {
  const checkinTS = fromLocalInput(values.checkin);
  const checkoutTS = values.checkout ? fromLocalInput(values.checkout) : null;
  return {
    checkinTS,
    checkoutTS,
    donated: values.donated,
    payments: values.payment.trim() ? [{ paymentDate: checkoutTS ?? checkinTS, amount: numberOrText(values.payment) }] : [],
    screeningTests: screeningTestTypes.flatMap((type) => (values[type].trim() ? [{ type, value: numberOrText(values[type]) }] : [])),
    deferral: values.deferralCode ? { code: values.deferralCode, until: values.deferralUntil || null } : null,
  };
}

/** Where an error about a param shows: `screeningTests.2.value` under the third vital the form filled in. */
export function factsFieldOf(path: string, values: VisitFactsValues): string {
  if (path.startsWith('checkinTS')) return 'checkin';
  if (path.startsWith('checkoutTS')) return 'checkout';
  if (path.startsWith('payments')) return 'payment';
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
    payment: facts.payments.length ? String(facts.payments.reduce((sum, p) => sum + p.amount, 0)) : '',
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
