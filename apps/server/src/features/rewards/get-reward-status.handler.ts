import { desc, eq } from 'drizzle-orm';
import { dayInZone, membershipTiers, tierFor } from '@portal/contract';
import { donors, locations, visits } from '../../db/schema/index';
import { donationsInTierWindow } from '../../domain/membership';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** Home: the tier reached with the donations of the past 12 months, the next one, and the last visit. */
export const getRewardStatusHandler: Handler<'reward/getRewardStatus'> = async (ctx) => {
  const donorId = ctx.session.donorId;
  const [donor] = await ctx.db.select({ status: donors.status }).from(donors).where(eq(donors.id, donorId));
  if (!donor) throw new ServiceError(401, 'sessionExpired');
  const tier = tierFor(await donationsInTierWindow(ctx.db, donorId, ctx.clock.now()));
  const [last] = await ctx.db
    .select({ checkinAt: visits.checkinAt, donated: visits.donated, name: locations.name, timezone: locations.timezone })
    .from(visits)
    .innerJoin(locations, eq(locations.id, visits.locationId))
    .where(eq(visits.donorId, donorId))
    .orderBy(desc(visits.checkinAt))
    .limit(1);
  return {
    status: 200,
    donorStatus: donor.status,
    tier: tier.tier,
    bonusPercent: tier.bonusPercent,
    donationsInPeriod: tier.donations,
    nextTier: tier.nextTier,
    nextThreshold: membershipTiers.find((t) => t.tier === tier.nextTier)?.threshold ?? null,
    donationsToNext: tier.donationsToNext,
    // The day at the center, as the donation history shows it: never the instant, which a browser elsewhere reads as another day.
    lastVisit: last
      ? {
          visitDate: dayInZone(last.checkinAt, last.timezone),
          locationName: last.name,
          locationTimezone: last.timezone,
          donated: last.donated,
        }
      : null,
  };
};
