import type { StaffRole } from '@portal/contract';
import type { Db } from '../client';
import { createStaffMember } from '../../features/staff/members/staff-members';

let sequence = 0;

/** A staff member with password `Plasma#2026`, through the product's own create function. */
export async function createStaff(db: Db, role: StaffRole, options: { email?: string; centerIds?: readonly number[] } = {}) {
  sequence += 1;
  const email = options.email ?? `${role.replace('_', '.')}.${sequence}@staff.example.com`;
  const id = await createStaffMember(
    db,
    { email, displayName: `Test ${role} ${sequence}`, role, password: 'Plasma#2026', centerIds: options.centerIds ?? [] },
    new Date('2026-01-01T00:00:00Z'),
  );
  return { id, email, role };
}
