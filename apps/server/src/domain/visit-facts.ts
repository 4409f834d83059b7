import type { Bilingual, PaymentKind, ScreeningTestType, VisitDeferralCode, VisitFacts } from '@portal/contract';
import type { VisitDeferral } from '@portal/contract/services/ops/visits';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Bindable } from '../db/prepared-statement';
import { donorDeferrals, screeningTests, visitPayments, visits } from '../db/schema/index';

/** What a visit's screening and payment lines are written from: the record's or the correction's fields. */
export interface VisitLines {
  payments: { paymentDate: string; amount: number; kind?: PaymentKind | undefined }[];
  screeningTests: { type: ScreeningTestType; value: number }[];
  deferral: VisitDeferral | null;
}

/** The reason the donor reads for each deferral code, from its document (`domain/visit-texts.ts`). */
export type DeferralReasons = Record<VisitDeferralCode, Bilingual>;

/** The kinds of line a visit has: its payments, its vitals and its deferral (which goes to the donor's deferrals). */
export type LineKind = 'payments' | 'screeningTests' | 'deferral';

/** The rows of each kind of line the visit has, each as one JSON text; none for a kind it has none of. */
export type LineRows = Partial<Record<LineKind, string>>;

const lineTables = {
  payments: {
    table: visitPayments,
    visitColumn: visitPayments.visitId,
    columns: [visitPayments.paidAt, visitPayments.amountCents, visitPayments.kind],
  },
  screeningTests: { table: screeningTests, visitColumn: screeningTests.visitId, columns: [screeningTests.type, screeningTests.value] },
  deferral: {
    table: donorDeferrals,
    visitColumn: donorDeferrals.visitId,
    columns: [donorDeferrals.donorId, donorDeferrals.code, donorDeferrals.reason, donorDeferrals.deferredAt, donorDeferrals.until],
  },
} satisfies Record<LineKind, { table: PgTable; visitColumn: PgColumn; columns: PgColumn[] }>;

/** The visit's lines as the inserts read them (`visitLineInserts`): the rows of each kind as JSON, by column name. */
export function visitLineRows(visit: { donorId: string; deferredAt: Date }, lines: VisitLines, reasons: DeferralReasons): LineRows {
  const rows: LineRows = {};
  const json = (kind: LineKind, values: unknown[][]) =>
    JSON.stringify(values.map((row) => Object.fromEntries(lineTables[kind].columns.map((column, i) => [column.name, row[i]]))));
  if (lines.payments.length) {
    rows.payments = json(
      'payments',
      lines.payments.map((p) => [new Date(p.paymentDate).toISOString(), Math.round(p.amount * 100), p.kind ?? null]),
    );
  }
  if (lines.screeningTests.length) {
    rows.screeningTests = json(
      'screeningTests',
      lines.screeningTests.map((s) => [s.type, s.value]),
    );
  }
  if (lines.deferral) {
    const { code, until } = lines.deferral;
    rows.deferral = json('deferral', [[visit.donorId, code, reasons[code], visit.deferredAt.toISOString(), until]]);
  }
  return rows;
}

/**
 * The inserts of a visit's lines, as data-modifying parts of one statement: each takes the visit's id from
 * `visitRows`, a query of the visit's `id` (the new visit's `insert … returning`, or the id of a stored one), so a
 * visit not inserted gets no lines. `rows` gives each kind's JSON (`visitLineRows`), or the placeholder it is bound to.
 */
export function visitLineInserts(visitRows: SQL, rows: Partial<Record<LineKind, Bindable<string>>>): SQL[] {
  return (Object.keys(lineTables) as LineKind[]).flatMap((kind) => {
    const json = rows[kind];
    return json === undefined ? [] : [insertForVisit(visitRows, lineTables[kind], json)];
  });
}

/**
 * `insert into table (visit column, columns…) select visit.id, row.columns… from visitRows, the rows`: the rows travel
 * as one JSON parameter read back with the table's own row type (`jsonb_populate_recordset`), on PGlite as on PostgreSQL.
 */
function insertForVisit(
  visitRows: SQL,
  { table, visitColumn, columns }: { table: PgTable; visitColumn: PgColumn; columns: PgColumn[] },
  json: Bindable<string>,
): SQL {
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
    visitLineInserts(sql`select ${visit.id}::uuid as ${sql.identifier(visits.id.name)}`, visitLineRows(visit, lines, reasons)),
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
    payments: payments.map((p) => ({
      paymentDate: p.paidAt.toISOString(),
      amount: p.amountCents / 100,
      ...(p.kind ? { kind: p.kind } : {}),
    })),
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
      .map((p) => ({
        paymentDate: new Date(p.paymentDate).toISOString(),
        amount: Math.round(p.amount * 100) / 100,
        ...(p.kind ? { kind: p.kind } : {}),
      }))
      .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate)),
    screeningTests: facts.screeningTests
      .map((s) => ({ type: s.type, value: Math.round(s.value * 10) / 10 }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    deferral: facts.deferral,
  };
}
