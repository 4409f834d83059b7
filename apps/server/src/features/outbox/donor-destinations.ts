import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donors } from '../../db/schema/index';
import { centerScope } from '../../domain/center-scope';
import { maskEmail, maskPhone, phoneDestination } from '../../domain/masking';
import { ServiceError } from '../../lib/service-error';
import type { StaffContext } from '../../service-context';

/**
 * The donor a console call names, within the caller's centers (404 otherwise), and the addresses the outbox knows
 * her by: her e-mail and her phone as providers take it. Messages are kept by destination, not by donor.
 */
export async function donorInScope(db: Db, staff: StaffContext['staff'], donorNumber: string) {
  const [donor] = await db
    .select({
      id: donors.id,
      donorNumber: donors.donorNumber,
      firstName: donors.firstName,
      lastName: donors.lastName,
      email: donors.email,
      phoneCountryCode: donors.phoneCountryCode,
      phoneNumber: donors.phoneNumber,
    })
    .from(donors)
    .where(and(eq(donors.donorNumber, donorNumber), centerScope(staff, donors.homeLocationId)));
  if (!donor) throw new ServiceError(404, 'donorNotFound');
  const destinations = [
    ...(donor.email ? [donor.email] : []),
    ...(donor.phoneCountryCode && donor.phoneNumber ? [phoneDestination(donor.phoneCountryCode, donor.phoneNumber)] : []),
  ];
  return { donor, destinations };
}

/** A destination as donor care sees it. */
export function maskDestination(channel: 'email' | 'sms', destination: string): string {
  return channel === 'email' ? maskEmail(destination) : maskPhone(destination);
}
