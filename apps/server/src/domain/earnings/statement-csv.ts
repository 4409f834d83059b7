import type { Language } from '@portal/contract/languages';
import type { Statement } from './statement';
import { kindLabel, statementTexts } from './statement-texts';

/** A field as RFC 4180 writes it, and never a formula a spreadsheet would run (a leading = + - @ is quoted away). */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const cents = (value: number): string => (value / 100).toFixed(2);

/**
 * The statement as CSV (issue 34): who, the period and when it was made, then one row per payment (ISO dates, amounts
 * with two decimals and no currency sign, so a spreadsheet reads them as numbers), a subtotal row after each month,
 * the total and the notice. UTF-8 with a byte-order mark (spreadsheets then read the accents), CRLF line ends.
 */
export function statementCsv(statement: Statement, lang: Language, companyName: string): string {
  const t = statementTexts[lang];
  const rows: string[][] = [
    [t.title, companyName],
    [t.donor, statement.donorName],
    [t.donorNumber, statement.donorNumber],
    [t.period, statement.from, statement.to],
    [t.madeOn, statement.madeAt.toISOString().slice(0, 10)],
    [],
    [t.date, t.center, t.visitNumber, t.kind, t.amount],
  ];
  for (const month of statement.months) {
    for (const line of month.lines) rows.push([line.date, line.center, line.visitNumber, kindLabel(t, line.kind), cents(line.amountCents)]);
    rows.push([`${t.subtotal} ${month.month}`, '', '', '', cents(month.subtotalCents)]);
  }
  if (statement.months.length === 0) rows.push([t.empty]);
  rows.push([t.total, '', '', '', cents(statement.totalCents)], [], [t.notice]);
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
