import type { DonorFieldGroup } from '@portal/contract/services/ops/donors';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donorFieldChanges, type donors } from '../db/schema/index';

type DonorRow = typeof donors.$inferSelect;

/** The columns of each group of a donor's details: a group changed when any of its columns did. */
const groupColumns: Record<DonorFieldGroup, readonly (keyof DonorRow)[]> = {
  name: ['firstName', 'middleName', 'lastName'],
  birthDate: ['birthDate'],
  identity: ['idenTypeId', 'identLast4'],
  email: ['email'],
  phone: ['phoneCountryCode', 'phoneNumber'],
  address: ['addressLine1', 'addressLine2', 'city', 'stateCode', 'zipCode'],
  homeCenter: ['homeLocationId'],
  status: ['status'],
  language: ['language'],
  communicationPreferences: ['communicationPreferences'],
};

/** A value written with its object keys in order: jsonb hands keys back in its own order, which is no change. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The groups whose columns differ between the row before and the values to write (only the columns given count). */
export function changedGroups(before: DonorRow, after: Partial<DonorRow>): DonorFieldGroup[] {
  return (Object.keys(groupColumns) as DonorFieldGroup[]).filter((group) =>
    groupColumns[group].some((column) => column in after && !same(before[column], after[column])),
  );
}

/** The groups any of whose columns are among these values (a new donor: every group the center sent). */
export function groupsIn(values: Partial<DonorRow>): DonorFieldGroup[] {
  return (Object.keys(groupColumns) as DonorFieldGroup[]).filter((group) => groupColumns[group].some((column) => column in values));
}

/** The columns of one group, taken from a full set of values. */
export function groupValues(group: DonorFieldGroup, values: Partial<DonorRow>): Partial<DonorRow> {
  return Object.fromEntries(groupColumns[group].filter((column) => column in values).map((column) => [column, values[column]]));
}

/** Records one side's change of these groups, in the transaction that writes them. */
export async function recordDonorFieldChanges(
  db: Db,
  donorId: string,
  source: 'portal' | 'center',
  groups: readonly DonorFieldGroup[],
  at: Date,
  apiClientId: string | null = null,
): Promise<void> {
  if (groups.length === 0) return;
  await db.insert(donorFieldChanges).values(groups.map((field) => ({ donorId, field, source, changedAt: at, apiClientId })));
}

/** When the donor last changed each group in the portal. */
export async function lastPortalChanges(db: Db, donorId: string): Promise<Map<DonorFieldGroup, Date>> {
  const rows = await db
    .select({ field: donorFieldChanges.field, at: max(donorFieldChanges.changedAt) })
    .from(donorFieldChanges)
    .where(and(eq(donorFieldChanges.donorId, donorId), eq(donorFieldChanges.source, 'portal')))
    .groupBy(donorFieldChanges.field);
  // `all` is only ever the center's (a donor a bulk import created), never a portal edit.
  return new Map(rows.flatMap((row) => (row.at && row.field !== 'all' ? [[row.field, row.at] as const] : [])));
}
