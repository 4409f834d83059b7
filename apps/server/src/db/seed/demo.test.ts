import { and, count, countDistinct, eq, gte, isNotNull } from 'drizzle-orm';
import { notificationTypes } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import {
  consentRecords,
  donorDeferrals,
  donors,
  locations,
  news,
  notifications,
  pointsLedger,
  promotions,
  screeningChecks,
  screeningTests,
  visits,
} from '../schema/index';
import { seedDemoIfEmpty } from './demo';

const now = new Date('2026-06-15T15:00:00Z');
const rules = { pointsPerDonation: 100, referralBonusPoints: 500 };
const DAY = 24 * 60 * 60 * 1000;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemoIfEmpty(database.db, { now, rules })).toBe(true);
});
afterAll(() => database.close());

async function donorId(email: string): Promise<string> {
  const [row] = await database.db.select({ id: donors.id }).from(donors).where(eq(donors.email, email));
  if (!row) throw new Error(`no demo donor ${email}`);
  return row.id;
}

describe('demo data', () => {
  it("records every demo donor's nine choices as made before the consent history began", async () => {
    const [all] = await database.db.select({ n: count() }).from(donors);
    const rows = await database.db
      .select({ donors: countDistinct(consentRecords.donorId), n: count() })
      .from(consentRecords)
      .where(eq(consentRecords.source, 'before-history'));
    expect(rows[0]).toEqual({ donors: all?.n, n: (all?.n ?? 0) * 9 });
  });

  it('loads only into an empty database', async () => {
    expect(await seedDemoIfEmpty(database.db, { now, rules })).toBe(false);
  });

  it('has about twenty centers in several states', async () => {
    const [centers] = await database.db.select({ n: count(), states: countDistinct(locations.stateCode) }).from(locations);
    expect(centers?.n).toBeGreaterThanOrEqual(18);
    expect(centers?.states).toBeGreaterThanOrEqual(5);
  });

  it('has the three demo accounts with their statuses and donor numbers', async () => {
    const rows = await database.db
      .select({ email: donors.email, number: donors.donorNumber, status: donors.status, hasPassword: isNotNull(donors.passwordHash) })
      .from(donors);
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'donor@example.com', number: 'D1000001', status: 'donor', hasPassword: true },
        { email: 'predonor@example.com', number: 'P1000002', status: 'predonor', hasPassword: true },
        { email: 'referral@example.com', number: 'R1000003', status: 'referral_pending', hasPassword: true },
        { email: 'jordan.lee@example.com', number: 'D1000004', status: 'donor', hasPassword: false },
      ]),
    );
  });

  it('gives the regular donor 30+ visits in the past year, some without vitals, one recent without feedback', async () => {
    const id = await donorId('donor@example.com');
    const yearVisits = await database.db
      .select({ id: visits.id, checkoutAt: visits.checkoutAt, feedbackGiven: visits.feedbackGiven })
      .from(visits)
      .where(and(eq(visits.donorId, id), gte(visits.checkinAt, new Date(now.getTime() - 365 * DAY))));
    expect(yearVisits.length).toBeGreaterThanOrEqual(30);
    const recentWithoutFeedback = yearVisits.filter(
      (v) => v.checkoutAt && now.getTime() - v.checkoutAt.getTime() < 7 * DAY && !v.feedbackGiven,
    );
    expect(recentWithoutFeedback.length).toBeGreaterThanOrEqual(1);
    const withVitals = await database.db.selectDistinct({ visitId: screeningTests.visitId }).from(screeningTests);
    const vitalsIds = new Set(withVitals.map((row) => row.visitId));
    expect(yearVisits.some((v) => !vitalsIds.has(v.id))).toBe(true);
    expect(yearVisits.some((v) => vitalsIds.has(v.id))).toBe(true);
  });

  it('gives the regular donor a points history and 25+ notifications of every type', async () => {
    const id = await donorId('donor@example.com');
    const [ledger] = await database.db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.donorId, id));
    expect(ledger?.n).toBeGreaterThan(30);
    const rows = await database.db.select({ type: notifications.type }).from(notifications).where(eq(notifications.donorId, id));
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(notificationTypes));
  });

  it('has real news and promotions behind every notification that points to one, of the kind its type needs', async () => {
    const rows = await database.db
      .select({ type: notifications.type, refId: notifications.refId })
      .from(notifications)
      .where(isNotNull(notifications.refId));
    const visitIds = new Set((await database.db.select({ id: visits.id }).from(visits)).map((row) => row.id));
    const newsIds = new Set((await database.db.select({ id: news.id }).from(news)).map((row) => row.id));
    const promotionTypes = new Map(
      (await database.db.select({ id: promotions.id, type: promotions.type }).from(promotions)).map((row) => [row.id, row.type]),
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      if (row.type.startsWith('news_')) expect(newsIds.has(row.refId ?? ''), row.refId ?? '').toBe(true);
      else if (row.type === 'donation_feedback') expect(visitIds.has(row.refId ?? ''), row.refId ?? '').toBe(true);
      else expect(promotionTypes.get(row.refId ?? ''), row.refId ?? '').toBe(row.type);
    }
  });

  it('has the three pre-screening checks and the express check-in questionnaire, a deferral in force for Sam only, and e2e accounts per language', async () => {
    const checks = await database.db.select({ kind: screeningChecks.kind }).from(screeningChecks);
    expect(checks.map((c) => c.kind).sort()).toEqual(['checkin', 'literacy', 'predonorsurvey', 'qualification']);
    const deferrals = await database.db
      .select({ email: donors.email, until: donorDeferrals.until })
      .from(donorDeferrals)
      .innerJoin(donors, eq(donors.id, donorDeferrals.donorId));
    expect(deferrals.map((d) => d.email).sort()).toEqual([
      'e2e.deferred.en@example.com',
      'e2e.deferred.es@example.com',
      'referral@example.com',
    ]);
    expect(deferrals.every((d) => d.until !== null && d.until > '2026-06-15')).toBe(true);
  });

  it('gives the dashboards a program: new donors over the year, some back within six months, some not, some deferred', async () => {
    const { rows } = await database.executeSql(
      `select count(*) filter (where donations = 1)::int as once, count(*) filter (where donations > 1)::int as again,
              count(*) filter (where deferred > 0)::int as deferred, count(distinct location_id)::int as centers,
              min(first_at) < $1::timestamptz - interval '300 days' as year_long
         from (select v.donor_id, min(v.location_id) as location_id, count(*) filter (where v.donated) as donations,
                      count(*) filter (where not v.donated) as deferred, min(v.checkin_at) as first_at
                 from visits v join donors d on d.id = v.donor_id where d.donor_number like 'G%' group by v.donor_id) p`,
      [now.toISOString()],
    );
    expect(rows[0]).toEqual({ once: 20, again: 28, deferred: 4, centers: 8, year_long: true });
  });
});
