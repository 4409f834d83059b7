/** Spec 9 membership levels: donations in the past 12 months needed, and the bonus on donation points. */
export const membershipTiers = [
  { tier: 'bronze', threshold: 20, bonusPercent: 25 },
  { tier: 'silver', threshold: 45, bonusPercent: 50 },
  { tier: 'gold', threshold: 75, bonusPercent: 75 },
  { tier: 'platinum', threshold: 90, bonusPercent: 100 },
] as const;

export type MembershipTier = (typeof membershipTiers)[number]['tier'];
export const membershipTierNames = membershipTiers.map((t) => t.tier) as [MembershipTier, ...MembershipTier[]];

/** The window the tier counts donations in. */
export const TIER_WINDOW_DAYS = 365;

export interface TierStatus {
  /** Null below Bronze. */
  tier: MembershipTier | null;
  bonusPercent: number;
  donations: number;
  nextTier: MembershipTier | null;
  /** Donations still needed for the next tier; 0 at Platinum. */
  donationsToNext: number;
}

/** The level reached with this many donations in the past 12 months, and how far the next one is. */
export function tierFor(donations: number): TierStatus {
  const reached = [...membershipTiers].reverse().find((t) => donations >= t.threshold) ?? null;
  const next = membershipTiers.find((t) => donations < t.threshold) ?? null;
  return {
    tier: reached?.tier ?? null,
    bonusPercent: reached?.bonusPercent ?? 0,
    donations,
    nextTier: next?.tier ?? null,
    donationsToNext: next ? next.threshold - donations : 0,
  };
}

/** The tier bonus on one donation's base points, rounded to whole points. */
export function tierBonusPoints(basePoints: number, bonusPercent: number): number {
  return Math.round((basePoints * bonusPercent) / 100);
}
