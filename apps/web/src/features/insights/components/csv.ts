/** A column of a figure's table and CSV file. */
export interface FigureColumn {
  key: string;
  label: string;
  /** How the cell reads on screen (a percentage, dollars); the CSV keeps the plain value. */
  format?: (value: string | number | null) => string;
}

export type FigureRow = Record<string, string | number | null>;

/** A cell in CSV: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is kept from spreadsheets. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV: a header of the columns' labels, then a line per row. */
export function toCsv(columns: readonly { key: string; label: string }[], rows: readonly FigureRow[]): string {
  const lines = [columns.map((c) => cell(c.label)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
