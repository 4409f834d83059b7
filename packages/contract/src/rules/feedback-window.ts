import { DAY_MS } from '../constants';

/**
 * Spec 9: feedback only within the server's days-to-complete after check-out, counted in whole
 * 24-hour days from the check-out instant. A visit not checked out yet has nothing to rate.
 */
export function isWithinFeedbackWindow(checkoutTS: string | Date | null, now: Date, daysToComplete: number): boolean {
  if (checkoutTS === null) return false;
  const elapsed = now.getTime() - new Date(checkoutTS).getTime();
  return elapsed >= 0 && elapsed <= daysToComplete * DAY_MS;
}

export interface FeedbackButtonInput {
  visit: { visitID: string; feedback: boolean; checkoutTS: string | null };
  disabledFeedback: readonly string[];
  historyLoaded: boolean;
  daysToComplete: number;
  now: Date;
}

/** Spec 4 "Visit feedback": the 'Provide Donation Feedback Survey' button's four conditions. */
export function showFeedbackButton({ visit, disabledFeedback, historyLoaded, daysToComplete, now }: FeedbackButtonInput): boolean {
  return (
    historyLoaded &&
    !visit.feedback &&
    !disabledFeedback.includes(visit.visitID) &&
    isWithinFeedbackWindow(visit.checkoutTS, now, daysToComplete)
  );
}
