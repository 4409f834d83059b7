// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { deactivateStaff } from './deactivate-staff';
import { findDonor } from './find-donor';
import { getMe } from './get-me';
import { login } from './login';
import { logout } from './logout';

/** The staff feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const staffServices = {
  'staff/deactivateStaff': deactivateStaff,
  'staff/findDonor': findDonor,
  'staff/getMe': getMe,
  'staff/login': login,
  'staff/logout': logout,
} as const;
