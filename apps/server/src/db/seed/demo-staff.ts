import type { Db } from '../client';
import { createStaffMember, type NewStaffMember } from '../../features/staff/members/staff-members';

/** The demo staff (issue 14), one per role, all with the demo password and no second factor. */
export const demoStaff: readonly Omit<NewStaffMember, 'password'>[] = [
  { email: 'admin@example.com', displayName: 'Avery Admin', role: 'admin' },
  { email: 'manager.austin@example.com', displayName: 'Morgan Reyes', role: 'center_manager', centerIds: [101] },
  { email: 'staff.houston@example.com', displayName: 'Sofía Herrera', role: 'center_staff', centerIds: [102] },
  { email: 'care@example.com', displayName: 'Casey Nguyen', role: 'donor_care' },
  { email: 'editor@example.com', displayName: 'Elena Brooks', role: 'content_editor' },
];

/** Creates the demo staff through the product's own create function (centers 101 and 102 must exist). */
export async function seedDemoStaff(db: Db, password: string, now: Date): Promise<void> {
  for (const member of demoStaff) await createStaffMember(db, { ...member, password }, now);
}
