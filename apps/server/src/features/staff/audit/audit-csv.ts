import type { AuditEntry } from '@portal/contract';

export const auditCsvHeader = [
  'at',
  'staff_email',
  'staff_name',
  'role',
  'client_address',
  'action',
  'donor_number',
  'object_type',
  'object_id',
  'before',
  'after',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a value a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`, tab, carriage return first) is prefixed with `'` so it stays text (OWASP CSV injection).
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The CSV lines of audit entries, each ending with CRLF. */
export function auditCsvLines(entries: readonly AuditEntry[]): string {
  return entries
    .map((entry) =>
      [
        entry.at,
        entry.staff?.email ?? entry.staffId,
        entry.staff?.displayName ?? null,
        entry.role,
        entry.clientAddress,
        entry.action,
        entry.donorNumber,
        entry.objectType,
        entry.objectId,
        json(entry.before),
        json(entry.after),
      ]
        .map(csvField)
        .join(',')
        .concat('\r\n'),
    )
    .join('');
}
