import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { donors } from '../schema/index';
import { createDonor } from '../factories/donors';
import { createLocation, insertStates } from '../factories/locations';
import { createNotification } from '../factories/notifications';
import { createVisit } from '../factories/visits';
import { appendLedgerEntry } from '../../domain/points-ledger';
import { demoCenters } from './demo-centers';
import { demoNotifications } from './demo-notifications';
import { seedSupportDemo } from './demo-support';
import { seedDemoStaff } from './demo-staff';
import { seedDemoMarketing } from './demo-marketing';
import { seedPrescreeningDemo } from './demo-prescreening';
import { seedRewardCatalogue, seedRewardContent } from './demo-rewards';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const DEMO_PASSWORD = 'Plasma#2026';
/** Points a completed demo donation earns. */
const DEMO_POINTS_PER_DONATION = 100;

/** Any number: serialises seeding between processes that start at once. */
const SEED_LOCK_ID = 727_002;

/** Loads the demo data when the database has no donor yet; does nothing otherwise. */
export async function seedDemoIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(donors);
    if ((existing?.n ?? 0) > 0) return false;
    await seedDemo(tx, now);
    return true;
  });
}

async function seedDemo(db: Db, now: Date): Promise<void> {
  await insertStates(db);
  for (const center of demoCenters) await createLocation(db, center);

  const donor = await createDonor(db, {
    donorNumber: 'D1000001',
    status: 'donor',
    firstName: 'Maria',
    lastName: 'Lopez',
    birthDate: '1991-03-08',
    gender: 'F',
    email: 'donor@example.com',
    phoneNumber: '5125550111',
    addressLine1: '2401 E 6th St',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78702',
    identLast4: '1111',
    homeLocationId: 101,
    savedLocationIds: [101, 103],
    createdAt: new Date(now.getTime() - 700 * DAY_MS),
    password: DEMO_PASSWORD,
  });
  await seedDonationYear(db, donor.id, now);
  for (const n of demoNotifications) {
    await createNotification(db, { donorId: donor.id, ...n, createdAt: new Date(now.getTime() - n.hoursAgo * HOUR_MS) });
  }
  await seedDemoMarketing(db, now, donor.id);

  await createDonor(db, {
    donorNumber: 'P1000002',
    status: 'predonor',
    firstName: 'Alex',
    lastName: 'Rivera',
    birthDate: '1999-11-20',
    gender: 'M',
    email: 'predonor@example.com',
    phoneNumber: '6025550122',
    identLast4: '2222',
    homeLocationId: 105,
    savedLocationIds: [105],
    language: 'es',
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
    password: DEMO_PASSWORD,
  });

  const referred = await createDonor(db, {
    donorNumber: 'R1000003',
    status: 'referral_pending',
    firstName: 'Sam',
    lastName: 'Carter',
    birthDate: '1987-06-02',
    gender: 'M',
    email: 'referral@example.com',
    phoneNumber: '4075550133',
    identLast4: '3333',
    homeLocationId: 107,
    savedLocationIds: [107],
    createdAt: new Date(now.getTime() - 10 * DAY_MS),
    password: DEMO_PASSWORD,
    referredByDonorId: donor.id,
    referredAt: new Date(now.getTime() - 10 * DAY_MS),
  });
  await seedReferredFirstDonation(db, referred.id, now);
  await seedRewardCatalogue(db);
  await seedRewardContent(db);

  // A donor known to a center who has no portal account yet: registration finds her by number and ID digits.
  const unregistered = await createDonor(db, {
    donorNumber: 'D1000004',
    status: 'donor',
    firstName: 'Jordan',
    lastName: 'Lee',
    birthDate: '1988-07-22',
    gender: 'F',
    email: 'jordan.lee@example.com',
    phoneNumber: '7135550144',
    identLast4: '6789',
    homeLocationId: 102,
    createdAt: new Date(now.getTime() - 200 * DAY_MS),
    password: null,
  });
  for (let i = 0; i < 5; i += 1) {
    await createVisit(db, {
      donorId: unregistered.id,
      locationId: 102,
      visitNumber: `D4-${i + 1}`,
      checkinAt: new Date(now.getTime() - (20 + i * 14) * DAY_MS),
      payments: [{ amountCents: 5000 }],
      screening: { weight: 142, bpsys: 112, bpdia: 72, pulserate: 70, temperature: 98.1 },
    });
  }
  await seedSupportDemo(db, now);
  await seedPrescreeningDemo(db, now);
  await seedDemoStaff(db, DEMO_PASSWORD, now);
}

/**
 * 36 visits over the past year, every ten days: payments, vitals (every seventh without a
 * screening test), one deferral without a donation, feedback on most, and the newest visit
 * two days ago still waiting for feedback. Each donation earns points through the ledger.
 */
async function seedDonationYear(db: Db, donorId: string, now: Date): Promise<void> {
  const visitsOldestFirst = Array.from({ length: 36 }, (_, i) => 35 - i);
  for (const age of visitsOldestFirst) {
    const checkinAt = new Date(now.getTime() - (2 + age * 10) * DAY_MS);
    checkinAt.setUTCHours(14 + (age % 5), (age * 7) % 60, 0, 0);
    const donated = age !== 17;
    const visit = await createVisit(db, {
      donorId,
      locationId: age % 6 === 5 ? 103 : 101,
      visitNumber: `D1-${36 - age}`,
      checkinAt,
      durationMinutes: 70 + (age % 4) * 10,
      donated,
      feedbackGiven: age > 0 && age % 4 !== 1,
      payments: donated ? [{ amountCents: age % 2 === 0 ? 5000 : 7000 }] : [],
      screening:
        age % 7 === 3
          ? null
          : {
              weight: 164 + (age % 5),
              bpsys: 116 + (age % 9),
              bpdia: 74 + (age % 6),
              pulserate: 66 + (age % 8),
              temperature: 98.1 + (age % 3) / 10,
            },
    });
    if (donated) {
      await appendLedgerEntry(db, {
        donorId,
        kind: 'earned',
        points: DEMO_POINTS_PER_DONATION,
        description: 'Donation',
        visitId: visit.id,
        idempotencyKey: `visit:${visit.id}`,
        at: new Date(checkinAt.getTime() + 2 * HOUR_MS),
      });
    }
    if (age === 30 || age === 12) {
      await appendLedgerEntry(db, {
        donorId,
        kind: 'redeemed',
        points: -500,
        description: 'Gift card',
        at: new Date(checkinAt.getTime() + DAY_MS),
      });
    }
    if (age === 8) {
      await appendLedgerEntry(db, {
        donorId,
        kind: 'bonus',
        points: 50,
        description: 'Wheel of fortune',
        at: new Date(checkinAt.getTime() + 3 * HOUR_MS),
      });
    }
  }
}

/** Sam, referred by Maria, has donated once: Maria's referral bonus waits for his second donation (spec 9). */
async function seedReferredFirstDonation(db: Db, donorId: string, now: Date): Promise<void> {
  const checkinAt = new Date(now.getTime() - 5 * DAY_MS);
  checkinAt.setUTCHours(15, 10, 0, 0);
  const visit = await createVisit(db, {
    donorId,
    locationId: 107,
    visitNumber: 'R3-1',
    checkinAt,
    payments: [{ amountCents: 10000 }],
    screening: { weight: 181, bpsys: 121, bpdia: 79, pulserate: 72, temperature: 98.3 },
  });
  await appendLedgerEntry(db, {
    donorId,
    kind: 'earned',
    points: DEMO_POINTS_PER_DONATION,
    description: 'Donation',
    visitId: visit.id,
    idempotencyKey: `visit:${visit.id}`,
    at: new Date(checkinAt.getTime() + 2 * HOUR_MS),
  });
}
