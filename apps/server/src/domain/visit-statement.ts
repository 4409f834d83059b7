import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, locations, visits } from '../db/schema/index';
import { appointmentCandidates, type AppointmentCandidate, type VisitAtCenter } from './appointment-bonuses';
import { visitLineInserts, type DeferralReasons, type VisitLines } from './visit-facts';

type NewVisit = typeof visits.$inferInsert & { donorId: string; locationId: number; checkinAt: Date };

export interface InsertedVisit<K extends string> {
  id: string;
  /** The visit's donor, center, check-in and the center's time zone: what its appointment is found by. */
  atCenter: VisitAtCenter;
  /** The appointments it may complete (`appointmentCandidates`), oldest first. */
  candidates: AppointmentCandidate[];
  /** The caller's counts of the donor's visits, this one included (those it asked for). */
  counts: Partial<Record<K, number>>;
}

const NEW_VISIT = sql.identifier('new_visit');
const CANDIDATE = sql.identifier('candidate');

/**
 * Records a new visit in one statement: the visit, its payments, vitals and deferral (data-modifying parts of one `with`),
 * and reads back what recording it goes on with — the center's time zone, the appointments the visit may complete and the
 * caller's `counts` (a condition each, none where undefined) of the donor's visits counted with the new one (the parts of a statement do not
 * see each other's rows: the new visit is added to the stored ones). Null when the center already has this visit
 * number: nothing is written.
 */
export async function insertVisit<K extends string>(
  tx: Db,
  visit: NewVisit,
  lines: VisitLines,
  reasons: DeferralReasons,
  counts: Partial<Record<K, SQL>>,
): Promise<InsertedVisit<K> | null> {
  const insert = tx
    .insert(visits)
    .values(visit)
    .onConflictDoNothing({ target: [visits.locationId, visits.visitNumber] })
    .returning();
  const lineParts = visitLineInserts(
    sql`select ${sql.identifier(visits.id.name)} from ${NEW_VISIT}`,
    { donorId: visit.donorId, deferredAt: visit.checkinAt },
    lines,
    reasons,
  ).map((part, i) => sql`${sql.identifier(`line_${i}`)} as (${part})`);
  // The donor's visits with the new one, under the table's own name so that the callers' conditions apply to it.
  const withNewVisit = sql`(select * from ${visits} union all select * from ${NEW_VISIT}) as ${visits}`;
  const asked = (Object.entries(counts) as [K, SQL | undefined][]).filter((entry): entry is [K, SQL] => entry[1] !== undefined);
  const countColumns = asked.map(
    ([name, condition]) => sql`(select count(*)::int from ${withNewVisit} where ${condition}) as ${sql.identifier(name)}`,
  );
  const candidates = appointmentCandidates(tx, visit, null);
  const column = (source: SQL | ReturnType<typeof sql.identifier>, name: string) => sql`${source}.${sql.identifier(name)}`;
  const statement = sql`with ${NEW_VISIT} as ${insert}${sql.join(
    lineParts.map((part) => sql`, ${part}`),
    sql``,
  )}
    select ${column(NEW_VISIT, visits.id.name)} as ${sql.identifier('id')},
      (select ${locations.timezone} from ${locations} where ${eq(locations.id, visit.locationId)}) as ${sql.identifier('timeZone')},
      ${column(CANDIDATE, appointments.id.name)} as ${sql.identifier('candidateId')},
      ${column(CANDIDATE, appointments.startsAt.name)} as ${sql.identifier('candidateStartsAt')},
      ${column(CANDIDATE, appointments.visitId.name)} as ${sql.identifier('candidateVisitId')}
      ${sql.join(
        countColumns.map((count) => sql`, ${count}`),
        sql``,
      )}
    from ${NEW_VISIT} left join ${candidates} as ${CANDIDATE} on true
    order by ${column(CANDIDATE, appointments.startsAt.name)}`;
  const { rows } = (await tx.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
  const first = rows[0];
  if (!first) return null;
  return {
    id: String(first.id),
    atCenter: { donorId: visit.donorId, locationId: visit.locationId, checkinAt: visit.checkinAt, timeZone: String(first.timeZone) },
    candidates: rows
      .filter((row) => row.candidateId !== null)
      .map((row) => ({
        id: String(row.candidateId),
        startsAt: new Date(appointments.startsAt.mapFromDriverValue(row.candidateStartsAt as string) as Date),
        visitId: row.candidateVisitId === null ? null : String(row.candidateVisitId),
      })),
    counts: Object.fromEntries(asked.map(([name]) => [name, Number(first[name])])) as Partial<Record<K, number>>,
  };
}
