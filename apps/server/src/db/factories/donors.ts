import type { Db } from '../client';
import { donors, donorSavedLocations } from '../schema/index';
import { hashPassword } from '../../lib/passwords';
import { defaultCommunicationPreferences } from '../../domain/communication-preferences';

export type DonorRow = typeof donors.$inferSelect;

let sequence = Math.floor(Math.random() * 4_000_000) + 1_000_000;

export interface DonorInput extends Partial<Omit<typeof donors.$inferInsert, 'passwordHash'>> {
  /** Plain password to hash; null (the default is a password) makes a donor without a portal account. */
  password?: string | null;
  savedLocationIds?: number[];
}

export async function createDonor(db: Db, input: DonorInput = {}): Promise<DonorRow> {
  const { password = 'Plasma#2026', savedLocationIds = [], ...overrides } = input;
  sequence += 1;
  const [row] = await db
    .insert(donors)
    .values({
      donorNumber: `T${sequence}`,
      status: 'donor',
      firstName: 'Test',
      lastName: `Donor${sequence}`,
      birthDate: '1990-04-15',
      gender: 'F',
      email: `donor${sequence}@test.example`,
      phoneCountryCode: '1',
      phoneNumber: `512555${String(sequence).slice(-4)}`,
      identLast4: '1234',
      idenTypeId: 1,
      communicationPreferences: defaultCommunicationPreferences,
      ...overrides,
      passwordHash: password === null ? null : await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error('donor insert returned no row');
  if (savedLocationIds.length) {
    await db.insert(donorSavedLocations).values(savedLocationIds.map((locationId) => ({ donorId: row.id, locationId })));
  }
  return row;
}
