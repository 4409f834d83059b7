import { describe, expect, it } from 'vitest';
import { showFeedbackButton, type FeedbackButtonInput } from './feedback-window';

const checkout = '2026-06-10T15:00:00.000Z';
const base: FeedbackButtonInput = {
  visit: { visitID: 'v1', feedback: false, checkoutTS: checkout },
  disabledFeedback: [],
  historyLoaded: true,
  daysToComplete: 7,
  now: new Date('2026-06-12T15:00:00.000Z'),
};

describe('feedback button (spec 4 "Visit feedback")', () => {
  it('shows for a recent visit without feedback once the history has loaded', () => {
    expect(showFeedbackButton(base)).toBe(true);
  });
  it('hides when feedback was given, the visit is disabled, or the history is still loading', () => {
    expect(showFeedbackButton({ ...base, visit: { ...base.visit, feedback: true } })).toBe(false);
    expect(showFeedbackButton({ ...base, disabledFeedback: ['v1'] })).toBe(false);
    expect(showFeedbackButton({ ...base, historyLoaded: false })).toBe(false);
  });
  it('shows up to exactly days-to-complete after check-out, not a minute later', () => {
    expect(showFeedbackButton({ ...base, now: new Date('2026-06-17T15:00:00.000Z') })).toBe(true);
    expect(showFeedbackButton({ ...base, now: new Date('2026-06-17T15:01:00.000Z') })).toBe(false);
    expect(showFeedbackButton({ ...base, daysToComplete: 1 })).toBe(false);
  });
  it('hides for a visit not checked out yet', () => {
    expect(showFeedbackButton({ ...base, visit: { ...base.visit, checkoutTS: null } })).toBe(false);
  });
});
