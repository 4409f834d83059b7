import { dayInZone, formatCaseNumber, pickLanguage, type CaseDonorContext, type Language } from '@portal/contract';
import { and, desc, eq, gte, isNull, ne, or } from 'drizzle-orm';
import { donorCareCases, donorCareSubmissions, donorDeferrals, donors, locations, visits } from '../../db/schema/index';
import type { StaffContext } from '../../service-context';
import { caseScope } from './case-scope';

const VISITS_SHOWN = 5;
const CASES_SHOWN = 10;

/**
 * The donor behind a signed-in request, as the case page shows them (read-only): profile summary, last visits, the
 * active deferral and their other cases the caller may see.
 */
export async function caseDonorContext(
  ctx: StaffContext,
  donorId: string,
  caseId: string,
  lang: Language,
): Promise<CaseDonorContext | null> {
  const [donor] = await ctx.db
    .select({ donor: donors, homeCenter: locations.name })
    .from(donors)
    .leftJoin(locations, eq(locations.id, donors.homeLocationId))
    .where(eq(donors.id, donorId));
  if (!donor) return null;
  const lastVisits = await ctx.db
    .select({ visitNumber: visits.visitNumber, checkinAt: visits.checkinAt, center: locations.name, donated: visits.donated })
    .from(visits)
    .innerJoin(locations, eq(locations.id, visits.locationId))
    .where(eq(visits.donorId, donorId))
    .orderBy(desc(visits.checkinAt))
    .limit(VISITS_SHOWN);
  const today = dayInZone(ctx.clock.now(), ctx.config.careTimeZone);
  const [deferral] = await ctx.db
    .select()
    .from(donorDeferrals)
    .where(and(eq(donorDeferrals.donorId, donorId), or(isNull(donorDeferrals.until), gte(donorDeferrals.until, today))))
    .orderBy(desc(donorDeferrals.deferredAt))
    .limit(1);
  const previous = await ctx.db
    .select({
      id: donorCareCases.id,
      number: donorCareCases.number,
      status: donorCareCases.status,
      subject: donorCareSubmissions.subject,
      createdAt: donorCareCases.createdAt,
    })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .where(and(eq(donorCareSubmissions.donorId, donorId), ne(donorCareCases.id, caseId), caseScope(ctx.staff)))
    .orderBy(desc(donorCareCases.number))
    .limit(CASES_SHOWN);
  const d = donor.donor;
  return {
    id: d.id,
    donorNumber: d.donorNumber,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phone: d.phoneNumber ? `+${d.phoneCountryCode ?? '1'} ${d.phoneNumber}` : null,
    status: d.status,
    language: d.language,
    homeCenter: donor.homeCenter,
    lastVisits: lastVisits.map((v) => ({ ...v, checkinAt: v.checkinAt.toISOString() })),
    activeDeferral: deferral
      ? { reason: pickLanguage(deferral.reason, lang), deferredAt: deferral.deferredAt.toISOString(), until: deferral.until }
      : null,
    previousCases: previous.map((c) => ({ ...c, number: formatCaseNumber(c.number), createdAt: c.createdAt.toISOString() })),
  };
}
