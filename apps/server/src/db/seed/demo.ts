import { seedDemoProgram, type ProgramRules } from './demo-program';
import { DAY_MS, HOUR_MS } from '@portal/contract';
import { count, sql } from 'drizzle-orm';
import { DEFAULT_CARE_TIME_ZONE, DEFAULT_PROGRAM_TIME_ZONE, type Config } from '../../config';
import type { Db } from '../client';
import { donors } from '../schema/index';
import { createDonor } from '../factories/donors';
import { createLocation, insertStates } from '../factories/locations';
import { createNotification } from '../factories/notifications';
import { recordChoicesBeforeHistory } from '../../domain/consent-records';
import { demoCenters } from './demo-centers';
import { standardSchedule, storeCenterSchedule } from '../../domain/center-schedules';
import { demoNotifications } from './demo-notifications';
import { demoHistory, type DemoHistory } from './demo-history';
import { seedLucia, seedSupportContent } from './demo-support';
import { seedDemoStaff } from './demo-staff';
import { seedDemoApiClient } from './demo-api-client';
import { seedDemoMarketing } from './demo-marketing';
import { seedPrescreeningDemo } from './demo-prescreening';
import { seedRewardCatalogue, seedRewardContent } from './demo-rewards';

export const DEMO_PASSWORD = 'Plasma#2026';

/** Any number: serialises seeding between processes that start at once. */
const SEED_LOCK_ID = 727_002;

/**
 * The rules the domain applies while the demo data is made (the server's configuration); a test may give only the
 * points, the rest then being the configuration's defaults.
 */
export type DemoRules = Pick<Config, 'pointsPerDonation' | 'referralBonusPoints'> &
  Partial<
    Pick<
      Config,
      | 'opsApiKey'
      | 'brandName'
      | 'tokenSecret'
      | 'caseFirstResponseBusinessDays'
      | 'caseResolutionBusinessDays'
      | 'programTimeZone'
      | 'careTimeZone'
    >
  >;

/** Loads the demo data when the database has no donor yet; does nothing otherwise. */
export async function seedDemoIfEmpty(db: Db, options: { rules: DemoRules; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(donors);
    if ((existing?.n ?? 0) > 0) return false;
    await seedDemo(tx, now, options.rules);
    return true;
  });
}

async function seedDemo(db: Db, now: Date, rules: DemoRules): Promise<void> {
  await insertStates(db);
  for (const center of demoCenters) await createLocation(db, center);
  // Every demo center takes appointments, set up through the same function as the console's schedule editor.
  for (const center of demoCenters) await storeCenterSchedule(db, center.id, standardSchedule(), now);
  if (rules.opsApiKey) await seedDemoApiClient(db, rules.opsApiKey, now);
  const catalogue = await seedRewardCatalogue(db);
  await seedRewardContent(db);
  await seedSupportContent(db, now);
  const history = demoHistory(db, rules);

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
  await seedDonationYear(history, donor.id, now, catalogue.grocery ?? '');
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

  await createDonor(db, {
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
  // Sam, referred by Maria, has donated once: Maria's referral bonus waits for his second donation (spec 9).
  await history.visit({
    donorNumber: 'R1000003',
    locationId: 107,
    visitNumber: 'R3-1',
    checkinAt: atUtc(now, 5, 15, 10),
    durationMinutes: 75,
    paymentCents: 10000,
    vitals: { weight: 181, bpsys: 121, bpdia: 79, pulserate: 72, temperature: 98.3 },
  });

  // A donor known to a center who has no portal account yet: registration finds her by number and ID digits.
  await createDonor(db, {
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
  for (let i = 4; i >= 0; i -= 1) {
    await history.visit({
      donorNumber: 'D1000004',
      locationId: 102,
      visitNumber: `D4-${i + 1}`,
      checkinAt: new Date(now.getTime() - (20 + i * 14) * DAY_MS),
      durationMinutes: 75,
      paymentCents: 5000,
      vitals: { weight: 142, bpsys: 112, bpdia: 72, pulserate: 70, temperature: 98.1 },
    });
  }
  await seedLucia(db, history, now);
  await seedPrescreeningDemo(db, now);
  await seedDemoStaff(db, DEMO_PASSWORD, now);
  // After the staff: the program's cases are answered by the demo care agent, its campaign written by the editor.
  await seedDemoProgram(db, history, programRules(rules), now);
  // The demo donors' choices, as migration 0030 records those of donors who predate the consent history.
  await recordChoicesBeforeHistory(db);
}

function programRules(rules: DemoRules): ProgramRules {
  return {
    password: DEMO_PASSWORD,
    brandName: rules.brandName ?? 'Demo Plasma',
    tokenSecret: rules.tokenSecret ?? 'demo-seed-token-secret-demo-seed-token-secret',
    caseFirstResponseBusinessDays: rules.caseFirstResponseBusinessDays ?? 1,
    caseResolutionBusinessDays: rules.caseResolutionBusinessDays ?? 5,
    programTimeZone: rules.programTimeZone ?? DEFAULT_PROGRAM_TIME_ZONE,
    careTimeZone: rules.careTimeZone ?? DEFAULT_CARE_TIME_ZONE,
  };
}

/** `daysAgo` days before `now`, at the given UTC time. */
function atUtc(now: Date, daysAgo: number, hours: number, minutes: number): Date {
  const at = new Date(now.getTime() - daysAgo * DAY_MS);
  at.setUTCHours(hours, minutes, 0, 0);
  return at;
}

/**
 * Maria's year: 36 visits, every ten days, oldest first: payments, vitals (every seventh without a screening
 * test), one deferral without a donation. She rates most visits the day after and spins the wheel each time;
 * the newest visit, two days ago, still awaits feedback. Her 20th donation in 12 months makes her Bronze, so
 * the later ones earn the +25% bonus. Twice she redeems a 500-point grocery gift card.
 */
async function seedDonationYear(history: DemoHistory, donorId: string, now: Date, giftCardId: string): Promise<void> {
  for (let age = 35; age >= 0; age -= 1) {
    const donated = age !== 17;
    const visit = await history.visit({
      donorNumber: 'D1000001',
      locationId: age % 6 === 5 ? 103 : 101,
      visitNumber: `D1-${36 - age}`,
      checkinAt: atUtc(now, 2 + age * 10, 14 + (age % 5), (age * 7) % 60),
      durationMinutes: 70 + (age % 4) * 10,
      donated,
      paymentCents: age % 2 === 0 ? 5000 : 7000,
      vitals:
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
    if (age > 0 && age % 4 !== 1) await history.feedback(donorId, visit, 1, age);
    if (age === 30 || age === 12) {
      await history.redeem(donorId, new Date(visit.checkoutAt.getTime() + 2 * DAY_MS), {
        itemID: giftCardId,
        value: 500,
        type: 'egift',
        qty: 1,
      });
    }
  }
}
