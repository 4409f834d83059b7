import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { donors, donorSavedLocations, type PredonorDetails } from '../../db/schema/index';
import { defaultCommunicationPreferences } from '../../domain/communication-preferences';
import { recordConsentChanges, type ConsentOrigin } from '../../domain/consent-records';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import { ServiceError } from '../../lib/service-error';
import { recordIntegrationEvent } from '../../domain/integration-events';

/** `P` and 7 digits: letters and digits, 8 characters, like the centers' own numbers (spec 5). */
function newDonorNumber(): string {
  return `P${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

const NUMBER_TRIES = 5;

/**
 * Creates the pre-donor's account with its password, home center and saved center, all at once.
 * A taken e-mail (another registration won) answers 409; a donor number that happens to be taken is drawn again.
 * The account's first communication choices are its first consent rows, written with it.
 */
export async function createPredonor(
  db: Db,
  details: PredonorDetails,
  passwordHash: string,
  now: Date,
  origin: Omit<ConsentOrigin, 'source'>,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [donor] = await tx
          .insert(donors)
          .values({
            donorNumber: newDonorNumber(),
            status: 'predonor',
            firstName: details.firstName,
            lastName: details.lastName,
            birthDate: details.birthDate,
            gender: details.gender,
            email: details.email,
            phoneCountryCode: details.phoneCountryCode,
            phoneNumber: details.phoneNumber,
            passwordHash,
            homeLocationId: details.savedLocationId,
            language: details.language,
            communicationPreferences: defaultCommunicationPreferences,
            createdAt: now,
            // The referral bonus counts donations from the moment of the referral (spec 9).
            referredByDonorId: details.referrerDonorId ?? null,
            referredAt: details.referrerDonorId ? now : null,
          })
          .returning({ id: donors.id, donorNumber: donors.donorNumber });
        if (!donor) throw new Error('donor insert returned no row');
        await recordIntegrationEvent(tx, now, 'donor.registered', { donorNumber: donor.donorNumber, existingDonor: false });
        await recordConsentChanges(tx, donor.id, null, defaultCommunicationPreferences, now, { ...origin, source: 'registration' });
        await tx.insert(donorSavedLocations).values({ donorId: donor.id, locationId: details.savedLocationId, savedAt: now });
        return donor.id;
      });
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === undefined) throw error;
      if (constraint === 'donors_email_unique' || attempt >= NUMBER_TRIES) throw new ServiceError(409, 'donorAlreadyExists');
    }
  }
}
