import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boundValue, statementShapes } from '../db/prepared-statement';
import { appointments, locations, visits } from '../db/schema/index';
import { appointmentCandidates, candidateSearch, type AppointmentCandidate, type VisitAtCenter } from './appointment-bonuses';
import { donatedIn, type DonationPeriod } from './membership';
import { visitLineInserts, visitLineRows, type DeferralReasons, type LineKind, type VisitLines } from './visit-facts';

/** The columns a recorded visit is inserted with (the others take their defaults). */
export interface NewVisit {
  donorId: string;
  locationId: number;
  visitNumber: string;
  checkinAt: Date;
  checkoutAt: Date | null;
  donated: boolean;
  recordedAt: Date;
  recordedByStaffId: string | null;
}

export interface InsertedVisit<K extends string> {
  id: string;
  /** The visit's donor, center, check-in and the center's time zone: what its appointment is found by. */
  atCenter: VisitAtCenter;
  /** The appointments it may complete (`appointmentCandidates`), oldest first. */
  candidates: AppointmentCandidate[];
  /** The caller's counts of the donor's donations, this one included (those it asked for). */
  counts: Partial<Record<K, number>>;
}

const NEW_VISIT = sql.identifier('new_visit');
const CANDIDATE = sql.identifier('candidate');
const BOUNDS = ['after', 'through', 'before'] as const;
const visitStatements = statementShapes('visit');

/** What the visit's statement is built from, beyond values: the kinds of line and the counts with their bounds. */
interface VisitShape {
  lines: LineKind[];
  counts: [name: string, bounds: (typeof BOUNDS)[number][]][];
}

/**
 * Records a new visit in one statement: the visit, its payments, vitals and deferral (data-modifying parts of one `with`),
 * and reads back what recording it goes on with — the center's time zone, the appointments the visit may complete and the
 * caller's `counts`: the donor's donations in each period given, counted with the new visit (the parts of a statement do
 * not see each other's rows: the new visit is added to the stored ones). Null when the center already has this visit
 * number: nothing is written. The statement is built once for each shape (which lines, which counts) and prepared:
 * each visit only binds its values (decision 041).
 */
export async function insertVisit<K extends string>(
  tx: Db,
  visit: NewVisit,
  lines: VisitLines,
  reasons: DeferralReasons,
  counts: Partial<Record<K, DonationPeriod>>,
): Promise<InsertedVisit<K> | null> {
  const rows = visitLineRows({ donorId: visit.donorId, deferredAt: visit.checkinAt }, lines, reasons);
  const asked = (Object.entries(counts) as [K, DonationPeriod | undefined][]).filter(
    (entry): entry is [K, DonationPeriod] => entry[1] !== undefined,
  );
  const shape: VisitShape = {
    lines: Object.keys(rows) as LineKind[],
    counts: asked.map(([name, period]) => [name, BOUNDS.filter((bound) => period[bound] !== undefined)]),
  };
  const search = candidateSearch(visit);
  const values: Record<string, unknown> = { ...visit, ...rows, candidatesAfter: search.after, candidatesBefore: search.before };
  for (const [name, period] of asked) {
    for (const bound of BOUNDS) values[`${name}_${bound}`] = period[bound];
  }
  const { rows: found } = await visitStatements(tx, JSON.stringify(shape), () => visitStatement(tx, shape), values);
  const first = found[0];
  if (!first) return null;
  return {
    id: String(first.id),
    atCenter: { donorId: visit.donorId, locationId: visit.locationId, checkinAt: visit.checkinAt, timeZone: String(first.timeZone) },
    candidates: found
      .filter((row) => row.candidateId !== null)
      .map((row) => ({
        id: String(row.candidateId),
        startsAt: new Date(appointments.startsAt.mapFromDriverValue(row.candidateStartsAt as string) as Date),
        visitId: row.candidateVisitId === null ? null : String(row.candidateVisitId),
      })),
    counts: Object.fromEntries(asked.map(([name]) => [name, Number(first[name])])) as Partial<Record<K, number>>,
  };
}

/** The statement of one shape, with a placeholder for each value (named as `insertVisit` binds them). */
function visitStatement(tx: Db, shape: VisitShape) {
  const insert = tx
    .insert(visits)
    .values({
      donorId: boundValue('donorId'),
      locationId: boundValue('locationId'),
      visitNumber: boundValue('visitNumber'),
      checkinAt: boundValue('checkinAt'),
      checkoutAt: boundValue('checkoutAt'),
      donated: boundValue('donated'),
      recordedAt: boundValue('recordedAt'),
      recordedByStaffId: boundValue('recordedByStaffId'),
    } satisfies Record<keyof NewVisit, SQL>)
    .onConflictDoNothing({ target: [visits.locationId, visits.visitNumber] })
    .returning();
  const lineParts = visitLineInserts(
    sql`select ${sql.identifier(visits.id.name)} from ${NEW_VISIT}`,
    Object.fromEntries(shape.lines.map((kind) => [kind, sql.placeholder(kind)])),
  ).map((part, i) => sql`${sql.identifier(`line_${i}`)} as (${part})`);
  // The donor's visits with the new one, under the table's own name so that the counts' conditions apply to it.
  const withNewVisit = sql`(select * from ${visits} union all select * from ${NEW_VISIT}) as ${visits}`;
  const countColumns = shape.counts.map(([name, bounds]) => {
    const period = Object.fromEntries(bounds.map((bound) => [bound, sql.placeholder(`${name}_${bound}`)]));
    return sql`(select count(*)::int from ${withNewVisit} where ${donatedIn(sql.placeholder('donorId'), period)}) as ${sql.identifier(name)}`;
  });
  const candidates = appointmentCandidates(
    tx,
    {
      donorId: sql.placeholder('donorId'),
      locationId: sql.placeholder('locationId'),
      after: sql.placeholder('candidatesAfter'),
      before: sql.placeholder('candidatesBefore'),
    },
    null,
  );
  const column = (source: ReturnType<typeof sql.identifier>, name: string) => sql`${source}.${sql.identifier(name)}`;
  return sql`with ${NEW_VISIT} as ${insert}${sql.join(
    lineParts.map((part) => sql`, ${part}`),
    sql``,
  )}
    select ${column(NEW_VISIT, visits.id.name)} as ${sql.identifier('id')},
      (select ${locations.timezone} from ${locations} where ${eq(locations.id, sql.placeholder('locationId'))}) as ${sql.identifier('timeZone')},
      ${column(CANDIDATE, appointments.id.name)} as ${sql.identifier('candidateId')},
      ${column(CANDIDATE, appointments.startsAt.name)} as ${sql.identifier('candidateStartsAt')},
      ${column(CANDIDATE, appointments.visitId.name)} as ${sql.identifier('candidateVisitId')}
      ${sql.join(
        countColumns.map((count) => sql`, ${count}`),
        sql``,
      )}
    from ${NEW_VISIT} left join ${candidates} as ${CANDIDATE} on true
    order by ${column(CANDIDATE, appointments.startsAt.name)}`;
}
