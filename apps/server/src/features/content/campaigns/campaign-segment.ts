import { DAY_MS, membershipTiers, TIER_WINDOW_DAYS } from '@portal/contract';
import type { Segment, SegmentTier } from '@portal/contract/entities/campaign';
import { and, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { donors, visits } from '../../../db/schema/index';

/** The donations each tier covers, `[from, below)`: "none" is below Bronze, Platinum has no top. */
function tierRanges(): Record<SegmentTier, [number, number | null]> {
  const ranges = { none: [0, membershipTiers[0].threshold] } as Record<SegmentTier, [number, number | null]>;
  membershipTiers.forEach((tier, index) => {
    ranges[tier.tier] = [tier.threshold, membershipTiers[index + 1]?.threshold ?? null];
  });
  return ranges;
}
const ranges = tierRanges();

/**
 * The one condition on `donors` that a segment stands for, used by the live count and by every batch of the send
 * (issue 16), so what the editor counted is what is sent. Only donors with a portal account: the notification is read
 * in the portal, and their communication choices were made there. Tiers count completed donations in the tier window
 * up to `now`, as the home page does; the last donation is the latest completed one.
 */
export function segmentCondition(segment: Segment, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [isNotNull(donors.passwordHash)];
  if (segment.centerIds?.length) conditions.push(inArray(donors.homeLocationId, segment.centerIds));
  if (segment.states?.length) conditions.push(inArray(donors.stateCode, segment.states));
  if (segment.statuses?.length) conditions.push(inArray(donors.status, segment.statuses));
  if (segment.languages?.length) conditions.push(inArray(donors.language, segment.languages));
  const lastDonation = sql`(select max(${visits.checkinAt}) from ${visits} where ${visits.donorId} = ${donors.id} and ${visits.donated})`;
  if (segment.lastDonationFrom) conditions.push(sql`${lastDonation} >= ${new Date(`${segment.lastDonationFrom}T00:00:00Z`).toISOString()}`);
  if (segment.lastDonationBefore)
    conditions.push(sql`${lastDonation} < ${new Date(`${segment.lastDonationBefore}T00:00:00Z`).toISOString()}`);
  if (segment.tiers?.length) {
    const since = new Date(now.getTime() - TIER_WINDOW_DAYS * DAY_MS).toISOString();
    const donations = sql`(select count(*) from ${visits} where ${visits.donorId} = ${donors.id} and ${visits.donated} and ${visits.checkinAt} > ${since} and ${visits.checkinAt} <= ${now.toISOString()})`;
    conditions.push(
      or(
        ...segment.tiers.map((tier) => {
          const [from, below] = ranges[tier];
          return below === null ? sql`${donations} >= ${from}` : sql`${donations} between ${from} and ${below - 1}`;
        }),
      ),
    );
  }
  return and(...conditions) as SQL;
}
