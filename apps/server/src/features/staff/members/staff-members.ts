import type { StaffMember, StaffRole } from '@portal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { locations, staffCenters, staffMembers } from '../../../db/schema/index';
import { hashPassword } from '../../../lib/passwords';
import type { StaffSessionInfo } from '../../../service-context';
import { centerScope } from '../../../domain/center-scope';
import { secondFactorRequired } from '../staff-settings';
import { secondFactorEnrolledSql } from '../passkeys/staff-passkey-rows';

export interface NewStaffMember {
  email: string;
  displayName: string;
  role: StaffRole;
  /** Null for an invited member who has not set one yet. */
  password: string | null;
  centerIds?: readonly number[];
}

/** Creates a staff account and its center assignments: the one way staff come to exist (demo data, tests, the console). */
export async function createStaffMember(db: Db, member: NewStaffMember, now: Date): Promise<string> {
  const passwordHash = member.password === null ? null : await hashPassword(member.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({
        email: member.email.trim().toLowerCase(),
        displayName: member.displayName,
        role: member.role,
        passwordHash,
        createdAt: now,
      })
      .returning({ id: staffMembers.id });
    if (!row) throw new Error('staff insert returned no row');
    const centerIds = member.centerIds ?? [];
    if (centerIds.length > 0) await tx.insert(staffCenters).values(centerIds.map((locationId) => ({ staffId: row.id, locationId })));
    return row.id;
  });
}

/** The centers a staff member is assigned to. */
export async function assignedCenterIds(db: Db, staffId: string): Promise<number[]> {
  const rows = await db.select({ id: staffCenters.locationId }).from(staffCenters).where(eq(staffCenters.staffId, staffId));
  return rows.map((row) => row.id);
}

/** The staff member as the console shows them: the centers are the ones their role may see, through the scope. */
export async function loadStaffMember(
  db: Db,
  staff: Pick<StaffSessionInfo, 'staffId' | 'role' | 'centerIds' | 'viaProvider'>,
): Promise<StaffMember> {
  const [member] = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      displayName: staffMembers.displayName,
      role: staffMembers.role,
      totpEnrolled: sql<boolean>`${staffMembers.totpSecret} is not null`,
      secondFactorEnrolled: secondFactorEnrolledSql,
    })
    .from(staffMembers)
    .where(eq(staffMembers.id, staff.staffId));
  if (!member) throw new Error('a live staff session names no staff member');
  const { secondFactorEnrolled, ...shown } = member;
  const centers = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(centerScope(staff, locations.id))
    .orderBy(asc(locations.name));
  return { ...shown, centers, totpEnrolmentRequired: !secondFactorEnrolled && (await secondFactorRequired(db, staff.viaProvider)) };
}
