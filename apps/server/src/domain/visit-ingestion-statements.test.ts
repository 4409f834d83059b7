import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationSummary } from '@portal/contract';
import type { VisitRecord } from '@portal/contract/services/ops/visits';
import type { Db } from '../db/client';
import { createDonor } from '../db/factories/donors';
import { createLocation } from '../db/factories/locations';
import { createVisit } from '../db/factories/visits';
import * as schema from '../db/schema/index';
import { fixedClock } from '../lib/clock';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';
import { toLocationSummary } from './donor-user';
import { recordVisit } from './visit-ingestion';
import type { StoredDocument } from './stored-documents';
import { readVisitTextDocuments } from './visit-texts';

let t: TestApp;
let center: LocationSummary;
/** The statements sent through the counting handle, transaction control (`begin`, `commit`) left out. */
let statements: string[] = [];
let counted: Db;
let texts: StoredDocument[];

beforeAll(async () => {
  t = await createTestApp();
  center = toLocationSummary(await createLocation(t.database.db, { name: 'Counted Center' }));
  texts = await readVisitTextDocuments(t.database.db);
  // The test's database under a second Drizzle handle that logs every statement it sends.
  const logger = { logQuery: (query: string) => void (/^\s*(begin|commit|rollback)\b/i.test(query) || statements.push(query)) };
  const client: unknown = (t.database.db as unknown as { $client: unknown }).$client;
  counted =
    t.database.kind === 'pglite'
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : (drizzlePg(client as pg.Pool, { schema, logger }) as unknown as Db);
});
afterAll(() => t.close());

let visitNumber = 0;
function record(donorNumber: string, donated = true): VisitRecord {
  visitNumber += 1;
  const checkin = new Date(new Date(TEST_NOW).getTime() - 2 * 3_600_000);
  return {
    donorNumber,
    locationID: center.locationID,
    visitNumber: `S-${visitNumber}`,
    checkinTS: checkin.toISOString(),
    checkoutTS: new Date(checkin.getTime() + 75 * 60_000).toISOString(),
    donated,
    payments: donated ? [{ paymentDate: checkin.toISOString(), amount: 50 }] : [],
    screeningTests: [
      { type: 'weight', value: 160 },
      { type: 'pulserate', value: 70 },
    ],
    deferral: donated ? null : { code: 'pressure', until: '2026-07-01' },
  };
}

async function countedIngestion(visit: VisitRecord) {
  statements = [];
  const deps = {
    db: counted,
    clock: fixedClock(new Date(TEST_NOW)),
    config: { pointsPerDonation: 100, referralBonusPoints: 500 },
    // The texts and the centers from the process's copies, as `POST /api/ops/visits` gives them.
    visitTexts: { get: async () => texts },
  };
  const result = await recordVisit(deps, visit, { centers: [center] });
  return { result, statements: [...statements] };
}

describe('recording a visit, in statements sent to the database', () => {
  it('takes four for a donation: the donor lock, the visit with its lines, the dashboards’ dirty-day mark, the credits with the notification', async () => {
    const donor = await createDonor(t.database.db);
    const { result, statements: sent } = await countedIngestion(record(donor.donorNumber));
    expect(result).toMatchObject({ created: true, pointsAwarded: 100 });
    expect(sent).toHaveLength(4);
    expect(sent[0]).toMatch(/for update/i);
  });

  it('takes four with a tier bonus too: both credits go in one insert, each on the balance before it', async () => {
    const donor = await createDonor(t.database.db);
    const now = new Date(TEST_NOW).getTime();
    for (let i = 0; i < 19; i += 1)
      await createVisit(t.database.db, {
        donorId: donor.id,
        locationId: center.locationID,
        checkinAt: new Date(now - (5 + i * 7) * 86_400_000),
      });
    const { result, statements: sent } = await countedIngestion(record(donor.donorNumber));
    expect(result).toMatchObject({ pointsAwarded: 125, tier: 'bronze' });
    expect(sent).toHaveLength(4);
    const entries = await t.database.db
      .select({ points: schema.pointsLedger.points, balanceAfter: schema.pointsLedger.balanceAfter })
      .from(schema.pointsLedger)
      .where(eq(schema.pointsLedger.donorId, donor.id))
      .orderBy(schema.pointsLedger.id);
    expect(entries.slice(-2)).toEqual([
      { points: 100, balanceAfter: (entries.at(-3)?.balanceAfter ?? 0) + 100 },
      { points: 25, balanceAfter: (entries.at(-3)?.balanceAfter ?? 0) + 125 },
    ]);
  });

  it('takes three without a donation (the deferral goes with the visit, then the dirty-day mark), and three for a repeat', async () => {
    const donor = await createDonor(t.database.db);
    const visit = record(donor.donorNumber, false);
    const first = await countedIngestion(visit);
    expect(first.result).toMatchObject({ created: true, pointsAwarded: 0 });
    expect(first.statements).toHaveLength(3);
    const deferrals = await t.database.db.select().from(schema.donorDeferrals).where(eq(schema.donorDeferrals.donorId, donor.id));
    expect(deferrals).toMatchObject([{ code: 'pressure', until: '2026-07-01', visitId: first.result.visitID }]);
    const repeat = await countedIngestion(visit);
    expect(repeat.result).toMatchObject({ created: false, visitID: first.result.visitID });
    expect(repeat.statements).toHaveLength(3);
  });
});
