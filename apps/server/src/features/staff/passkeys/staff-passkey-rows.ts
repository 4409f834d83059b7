import type { StaffPasskey } from '@portal/contract/entities/staff';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staffMembers, staffPasskeys } from '../../../db/schema/index';

type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;

/** A passkey as the member's security settings show it: never its key or counter. */
export function toStaffPasskey(row: StaffPasskeyRow): StaffPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.deviceType === 'multiDevice',
  };
}

/**
 * Whether the member (the query's `staff_members` row) has a passkey. Spelled out: drizzle writes a column of a
 * one-table query unqualified, and inside the subquery `id` would be the passkey's.
 */
export const hasPasskeySql = sql<boolean>`exists (select 1 from "staff_passkeys" where "staff_passkeys"."staff_id" = "staff_members"."id")`;

/** Whether the member (the query's `staff_members` row) has a second factor: an authenticator app or a passkey. */
export const secondFactorEnrolledSql = sql<boolean>`(${staffMembers.totpSecret} is not null or ${hasPasskeySql})`;

/** The member's passkeys as a sign-in's `allowCredentials` names them. */
export async function passkeysOf(db: Db, staffId: string): Promise<StaffPasskeyRow[]> {
  return db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
}
