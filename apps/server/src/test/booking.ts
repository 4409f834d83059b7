import { randomUUID } from 'node:crypto';
import type { CenterSchedule } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { createDonor, type DonorInput } from '../db/factories/donors';
import { createLocation } from '../db/factories/locations';
import { donors } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { standardSchedule, storeCenterSchedule } from '../domain/center-schedules';
import { signIn } from './sign-in';
import type { TestApp } from './test-app';

let sequence = 0;

/** A Chicago center taking appointments (weekdays 7 AM–7 PM, weekends 8 AM–4 PM), through the schedule's own function. */
export async function createBookableCenter(t: TestApp, schedule: Partial<CenterSchedule> = {}, timezone = 'America/Chicago') {
  const center = await createLocation(t.database.db, { timezone });
  await storeCenterSchedule(t.database.db, center.id, { ...standardSchedule(3), ...schedule }, t.clock.now());
  return center;
}

/** A donor with a portal account, signed in from an address of her own (sign-in limits count per address). */
export async function signedInDonor(t: TestApp, input: DonorInput = {}) {
  sequence += 1;
  const email = `booker${sequence}.${randomUUID().slice(0, 8)}@example.com`;
  const donor = await createDonor(t.database.db, { email, ...input });
  const res = await t.call(
    'authentication/login',
    { username: email, password: 'Plasma#2026' },
    { ip: `10.77.${Math.floor(sequence / 250)}.${sequence % 250}` },
  );
  if (res.statusCode !== 200) return { donor, token: (await signIn(t, email)).token };
  return { donor, token: res.json<{ token: string }>().token };
}

export const newRequestId = () => randomUUID();

/** Many signed-in donors at once: one password hash shared by all, sign-ins in parallel from addresses of their own. */
export async function signedInDonors(t: TestApp, count: number, input: DonorInput = {}) {
  const hash = await hashPassword('Plasma#2026');
  const made = await Promise.all(Array.from({ length: count }, () => createDonor(t.database.db, { ...input, password: null })));
  await t.database.db
    .update(donors)
    .set({ passwordHash: hash })
    .where(
      inArray(
        donors.id,
        made.map((d) => d.id),
      ),
    );
  return Promise.all(
    made.map(async (donor, index) => {
      const res = await t.call(
        'authentication/login',
        { username: donor.donorNumber, password: 'Plasma#2026' },
        { ip: `10.78.${Math.floor(index / 250)}.${index % 250}` },
      );
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
      return { donor, token: res.json<{ token: string }>().token };
    }),
  );
}
