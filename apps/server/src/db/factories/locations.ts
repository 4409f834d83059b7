import { usStates } from '@portal/contract';
import type { Db } from '../client';
import { locations, states } from '../schema/index';

export type LocationInput = typeof locations.$inferInsert;

export async function insertStates(db: Db): Promise<void> {
  await db.insert(states).values(usStates).onConflictDoNothing();
}

let nextLocationId = 9000;

/** A center; states must exist first (`insertStates`). */
export async function createLocation(db: Db, overrides: Partial<LocationInput> = {}): Promise<typeof locations.$inferSelect> {
  nextLocationId += 1;
  const [row] = await db
    .insert(locations)
    .values({
      id: nextLocationId,
      name: `Test Center ${nextLocationId}`,
      addressLine1: '100 Main Street',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
      phone: '5125550100',
      timezone: 'America/Chicago',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('location insert returned no row');
  return row;
}
