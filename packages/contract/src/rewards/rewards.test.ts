import { describe, expect, it } from 'vitest';
import { feeSliderStart, feeTotal, type FeeStep } from './fee-guide';
import { partnerPhone } from './partner-phone';
import { tierBonusPoints, tierFor } from './tiers';

describe('membership tiers (spec 9)', () => {
  it.each([
    [0, null, 0, 'bronze', 20],
    [19, null, 0, 'bronze', 1],
    [20, 'bronze', 25, 'silver', 25],
    [44, 'bronze', 25, 'silver', 1],
    [45, 'silver', 50, 'gold', 30],
    [75, 'gold', 75, 'platinum', 15],
    [89, 'gold', 75, 'platinum', 1],
    [90, 'platinum', 100, null, 0],
    [140, 'platinum', 100, null, 0],
  ] as const)('%i donations: %s +%i%%, next %s in %i', (donations, tier, bonusPercent, nextTier, toNext) => {
    expect(tierFor(donations)).toEqual({ tier, bonusPercent, donations, nextTier, donationsToNext: toNext });
  });

  it('adds the bonus percentage to base points, rounded', () => {
    expect(tierBonusPoints(100, 0)).toBe(0);
    expect(tierBonusPoints(100, 25)).toBe(25);
    expect(tierBonusPoints(100, 75)).toBe(75);
    expect(tierBonusPoints(30, 25)).toBe(8);
    expect(tierBonusPoints(100, 100)).toBe(100);
  });
});

describe('partner phone (spec 5)', () => {
  it('finds 10 digits and shows them 3-3-4 with dashes', () => {
    expect(partnerPhone('Call 8005550199 today')).toBe('800-555-0199');
    expect(partnerPhone('Call (800) 555-0199 or visit us')).toBe('800-555-0199');
    expect(partnerPhone('Llame al 800.555.0199.')).toBe('800-555-0199');
  });
  it('ignores shorter and longer digit runs', () => {
    expect(partnerPhone('Save 25% on 3 visits')).toBeNull();
    expect(partnerPhone('Card 12345678901234')).toBeNull();
    expect(partnerPhone('')).toBeNull();
  });
});

describe('fee guide (spec 4 and 9)', () => {
  const structure: Record<string, FeeStep> = Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [String(i + 1), { base: 50, bonus: i === 0 ? 100 : undefined, completed: false }]),
  );
  it('starts monthly layouts at completed donations + 1 and applicant layouts at start frequency + 1, capped', () => {
    expect(feeSliderStart({ type: 'monthlyqualified', completeddonations: 3, startFrequency: 0, structure })).toBe(4);
    expect(feeSliderStart({ type: 'qualifiedweekly', completeddonations: 0, startFrequency: 5, structure })).toBe(1);
    expect(feeSliderStart({ type: 'applicant', completeddonations: 6, startFrequency: 2, structure })).toBe(3);
    expect(feeSliderStart({ type: 'monthlyqualified', completeddonations: 8, startFrequency: 0, structure })).toBe(8);
    expect(feeSliderStart({ type: 'applicant', completeddonations: 0, startFrequency: 30, structure })).toBe(8);
  });
  it('sums base plus bonus over every donation number', () => {
    expect(feeTotal(structure)).toBe(8 * 50 + 100);
    expect(feeTotal({})).toBe(0);
  });
});
