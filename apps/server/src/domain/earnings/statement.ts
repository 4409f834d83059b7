import { DAY_MS, dayInZone, type PaymentKind } from '@portal/contract';
import type { StatementPeriod } from '@portal/contract/services/records/get-statement';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donors, locations, visitPayments, visits } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';

/** One payment as a statement lists it: its day in the center's time zone. */
export interface StatementLine {
  visitId: string;
  date: string;
  center: string;
  visitNumber: string;
  amountCents: number;
  /** Null: the center sent no kind (shown as donation compensation). */
  kind: PaymentKind | null;
}

export interface StatementMonth {
  /** `YYYY-MM`. */
  month: string;
  lines: StatementLine[];
  subtotalCents: number;
}

export interface Statement {
  donorName: string;
  donorNumber: string;
  /** First and last day covered, both included. */
  from: string;
  to: string;
  months: StatementMonth[];
  totalCents: number;
  madeAt: Date;
}

/** The day a statement treats as today: the last day of every US time zone that has begun (UTC's). */
export const statementToday = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The days a period covers: a year is 1 January to 31 December, the current one to today. A period that starts after
 * today, or a range ending after it, is refused (`statementRangeFuture`).
 */
export function statementDays(period: StatementPeriod, now: Date): { from: string; to: string } {
  const today = statementToday(now);
  if (period.year !== undefined) {
    const from = `${period.year}-01-01`;
    if (from > today) throw new ServiceError(400, 'statementRangeFuture');
    const end = `${period.year}-12-31`;
    return { from, to: end < today ? end : today };
  }
  const { from, to } = period as { from: string; to: string };
  if (to > today) throw new ServiceError(400, 'statementRangeFuture');
  return { from, to };
}

/**
 * The donor's payments on the days `from`..`to` of their centers' own calendars, oldest first. Read over a window one
 * day wider on each side in UTC (every center's day lies inside it), then kept by the day in the center's zone.
 */
export async function statementLines(db: Db, donorId: string, from: string, to: string): Promise<StatementLine[]> {
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS);
  const rows = await db
    .select({
      visitId: visits.id,
      paidAt: visitPayments.paidAt,
      amountCents: visitPayments.amountCents,
      kind: visitPayments.kind,
      visitNumber: visits.visitNumber,
      center: locations.name,
      timeZone: locations.timezone,
    })
    .from(visitPayments)
    .innerJoin(visits, eq(visits.id, visitPayments.visitId))
    .innerJoin(locations, eq(locations.id, visits.locationId))
    .where(and(eq(visits.donorId, donorId), gte(visitPayments.paidAt, start), lt(visitPayments.paidAt, end)))
    .orderBy(asc(visitPayments.paidAt), asc(visitPayments.id));
  return rows
    .map((row) => ({
      visitId: row.visitId,
      date: dayInZone(row.paidAt, row.timeZone),
      center: row.center,
      visitNumber: row.visitNumber,
      amountCents: row.amountCents,
      kind: row.kind,
    }))
    .filter((line) => line.date >= from && line.date <= to);
}

/** Lines grouped by month (in order), each with its subtotal. */
export function byMonth(lines: readonly StatementLine[]): StatementMonth[] {
  const months: StatementMonth[] = [];
  for (const line of lines) {
    const month = line.date.slice(0, 7);
    let current = months.at(-1);
    if (current?.month !== month) {
      current = { month, lines: [], subtotalCents: 0 };
      months.push(current);
    }
    current.lines.push(line);
    current.subtotalCents += line.amountCents;
  }
  return months;
}

/** The donor's statement for a period (issue 34): her name and number, the payments by month, the total. */
export async function buildStatement(db: Db, donorId: string, period: StatementPeriod, now: Date): Promise<Statement> {
  const { from, to } = statementDays(period, now);
  const [donor] = await db
    .select({ firstName: donors.firstName, lastName: donors.lastName, donorNumber: donors.donorNumber })
    .from(donors)
    .where(eq(donors.id, donorId));
  if (!donor) throw new ServiceError(404, 'notFound');
  const months = byMonth(await statementLines(db, donorId, from, to));
  return {
    donorName: `${donor.firstName} ${donor.lastName}`,
    donorNumber: donor.donorNumber,
    from,
    to,
    months,
    totalCents: months.reduce((sum, m) => sum + m.subtotalCents, 0),
    madeAt: now,
  };
}

/** The current year and every earlier year in which the donor was paid (in the centers' calendars), newest first. */
export async function statementYears(db: Db, donorId: string, now: Date): Promise<number[]> {
  const rows = await db
    .select({ paidAt: visitPayments.paidAt, timeZone: locations.timezone })
    .from(visitPayments)
    .innerJoin(visits, eq(visits.id, visitPayments.visitId))
    .innerJoin(locations, eq(locations.id, visits.locationId))
    .where(eq(visits.donorId, donorId));
  const current = Number(statementToday(now).slice(0, 4));
  const years = new Set([current, ...rows.map((row) => Number(dayInZone(row.paidAt, row.timeZone).slice(0, 4)))]);
  return [...years].filter((year) => year <= current).sort((a, b) => b - a);
}
