import type { Bilingual, ScreeningTestType, VisitDeferralCode, VisitFacts } from '@portal/contract';
import type { VisitDeferral } from '@portal/contract/services/ops/visits';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { donorDeferrals, screeningTests, visitPayments, visits } from '../db/schema/index';

/** What a visit's screening and payment lines are written from: the record's or the correction's fields. */
export interface VisitLines {
  payments: { paymentDate: string; amount: number }[];
  screeningTests: { type: ScreeningTestType; value: number }[];
  deferral: VisitDeferral | null;
}

/** The reason the donor reads for each deferral code, from its document (`domain/visit-texts.ts`). */
export type DeferralReasons = Record<VisitDeferralCode, Bilingual>;

/**
 * The inserts of a visit's payments, vitals and deferral (the deferral goes to the donor's deferrals, tied to the
 * visit), as data-modifying parts of one statement: each takes the visit's id from `visitRows`, a query of the visit's
 * `id` (the new visit's `insert … returning`, or the id of a stored one), so a visit not inserted gets no lines.
 * Nothing for a kind of line the visit has none of.
 */
export function visitLineInserts(
  visitRows: SQL,
  visit: { donorId: string; deferredAt: Date },
  lines: VisitLines,
  reasons: DeferralReasons,
): SQL[] {
  const inserts: SQL[] = [];
  if (lines.payments.length) {
    inserts.push(
      insertForVisit(
        visitRows,
        visitPayments,
        visitPayments.visitId,
        [visitPayments.paidAt, visitPayments.amountCents],
        lines.payments.map((p) => [new Date(p.paymentDate).toISOString(), Math.round(p.amount * 100)]),
      ),
    );
  }
  if (lines.screeningTests.length) {
    inserts.push(
      insertForVisit(
        visitRows,
        screeningTests,
        screeningTests.visitId,
        [screeningTests.type, screeningTests.value],
        lines.screeningTests.map((s) => [s.type, s.value]),
      ),
    );
  }
  if (lines.deferral) {
    const columns = [donorDeferrals.donorId, donorDeferrals.code, donorDeferrals.reason, donorDeferrals.deferredAt, donorDeferrals.until];
    const values = [visit.donorId, lines.deferral.code, reasons[lines.deferral.code], visit.deferredAt.toISOString(), lines.deferral.until];
    inserts.push(insertForVisit(visitRows, donorDeferrals, donorDeferrals.visitId, columns, [values]));
  }
  return inserts;
}

/**
 * `insert into table (visit column, columns…) select visit.id, row.columns… from visitRows, the rows`: the rows travel
 * as one JSON parameter read back with the table's own row type (`jsonb_populate_recordset`), on PGlite as on PostgreSQL.
 */
function insertForVisit(visitRows: SQL, table: PgTable, visitColumn: PgColumn, columns: PgColumn[], rows: unknown[][]): SQL {
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((column, i) => [column.name, row[i]]))));
  const names = (prefix: string) =>
    sql.join(
      columns.map((column) => sql`${sql.identifier(prefix)}.${sql.identifier(column.name)}`),
      sql`, `,
    );
  return sql`insert into ${table} (${sql.identifier(visitColumn.name)}, ${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )})
    select ${sql.identifier('visit')}.${sql.identifier(visits.id.name)}, ${names('line')}
    from (${visitRows}) as ${sql.identifier('visit')}, jsonb_populate_recordset(null::${table}, ${json}::jsonb) as ${sql.identifier('line')}`;
}

/** Several data-modifying statements as one: every part of a `with` runs, whether the last part reads it or not. */
export function oneStatement(parts: SQL[]): SQL | null {
  const last = parts.at(-1);
  if (!last) return null;
  const before = parts.slice(0, -1).map((part, i) => sql`${sql.identifier(`part_${i}`)} as (${part})`);
  return before.length ? sql`with ${sql.join(before, sql`, `)} ${last}` : last;
}

/** Writes a stored visit's payments, vitals and deferral, in one statement. */
async function insertVisitLines(
  db: Db,
  visit: { id: string; donorId: string; deferredAt: Date },
  lines: VisitLines,
  reasons: DeferralReasons,
): Promise<void> {
  const statement = oneStatement(
    visitLineInserts(sql`select ${visit.id}::uuid as ${sql.identifier(visits.id.name)}`, visit, lines, reasons),
  );
  if (statement) await db.execute(statement);
}

/** Replaces a visit's payments, vitals and deferral by the corrected ones. */
export async function replaceVisitLines(
  db: Db,
  visit: { id: string; donorId: string; deferredAt: Date },
  lines: VisitLines,
  reasons: DeferralReasons,
): Promise<void> {
  await db.delete(visitPayments).where(eq(visitPayments.visitId, visit.id));
  await db.delete(screeningTests).where(eq(screeningTests.visitId, visit.id));
  await db.delete(donorDeferrals).where(eq(donorDeferrals.visitId, visit.id));
  await insertVisitLines(db, visit, lines, reasons);
}

/** A visit's editable facts as stored, in the contract's shape (what a correction's before and after record). */
export async function readVisitFacts(db: Db, visitId: string): Promise<VisitFacts | null> {
  const [visit] = await db.select().from(visits).where(eq(visits.id, visitId));
  if (!visit) return null;
  // One after the other: inside a transaction the queries share one connection.
  const payments = await db
    .select()
    .from(visitPayments)
    .where(eq(visitPayments.visitId, visitId))
    .orderBy(asc(visitPayments.paidAt), asc(visitPayments.id));
  const tests = await db.select().from(screeningTests).where(eq(screeningTests.visitId, visitId)).orderBy(asc(screeningTests.id));
  const deferrals = await db.select().from(donorDeferrals).where(eq(donorDeferrals.visitId, visitId));
  const deferral = deferrals[0];
  return {
    checkinTS: visit.checkinAt.toISOString(),
    checkoutTS: visit.checkoutAt?.toISOString() ?? null,
    donated: visit.donated,
    payments: payments.map((p) => ({ paymentDate: p.paidAt.toISOString(), amount: p.amountCents / 100 })),
    screeningTests: tests.map((s) => ({ type: s.type, value: Number(s.value) })),
    deferral: deferral ? { code: deferral.code as VisitDeferral['code'], until: deferral.until } : null,
  };
}

/** The same facts written the way `readVisitFacts` reads them, so a correction can tell whether anything changed. */
export function normaliseFacts(facts: VisitFacts): VisitFacts {
  return {
    checkinTS: new Date(facts.checkinTS).toISOString(),
    checkoutTS: facts.checkoutTS === null ? null : new Date(facts.checkoutTS).toISOString(),
    donated: facts.donated,
    payments: [...facts.payments]
      .map((p) => ({ paymentDate: new Date(p.paymentDate).toISOString(), amount: Math.round(p.amount * 100) / 100 }))
      .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate)),
    screeningTests: facts.screeningTests
      .map((s) => ({ type: s.type, value: Math.round(s.value * 10) / 10 }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    deferral: facts.deferral,
  };
}
