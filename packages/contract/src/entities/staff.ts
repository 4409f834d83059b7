import { z } from 'zod';

/**
 * Staff roles (issue 14): `admin` does everything; `center_manager` and `center_staff` work only at the centers
 * they are assigned to; `donor_care` answers cases for every center; `content_editor` edits donor-facing content.
 */
export const staffRoles = ['admin', 'center_manager', 'center_staff', 'donor_care', 'content_editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Every role: services any signed-in staff member may call (their own profile, sign-out). */
export const anyStaffRole = staffRoles;

export const staffRoleSchema = z.enum(staffRoles);

/** A staff member as the console shows them, with the centers their role may see. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  centers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** A second factor (authenticator app) is enrolled: sign-in asks for its code. */
  totpEnrolled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
