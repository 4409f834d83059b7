import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, partnerPhone, type FeeLayout, type PointHistory } from '@portal/contract';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createVisit } from '../../db/factories/visits';
import { seedRewardContent } from '../../db/seed/demo-rewards';
import { rewardContent } from '../../db/schema/index';
import { appendLedgerEntry } from '../../domain/points-ledger';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

const now = new Date(TEST_NOW).getTime();
let t: TestApp;
let center: number;

beforeAll(async () => {
  t = await createTestApp();
  center = (await createLocation(t.database.db, { name: 'Austin North' })).id;
  await seedRewardContent(t.database.db);
});
afterAll(() => t.close());

async function donor(status: 'donor' | 'predonor' = 'donor') {
  const row = await createDonor(t.database.db, { status });
  return { row, token: (await signIn(t, row.email ?? '')).token };
}

describe('points summary from the ledger', () => {
  it('gives the balance, this month earnings and the history, optionally one month', async () => {
    const { row, token } = await donor();
    const book = (points: number, kind: 'earned' | 'bonus' | 'redeemed', daysAgo: number) =>
      appendLedgerEntry(t.database.db, {
        donorId: row.id,
        kind,
        points,
        details: { reason: 'adjustment' },
        at: new Date(now - daysAgo * DAY_MS),
      });
    await book(100, 'earned', 40); // May
    await book(100, 'earned', 10); // June
    await book(25, 'bonus', 10);
    await book(-200, 'redeemed', 5);
    await book(100, 'earned', 1);
    const all = (await t.call('reward/getPoints', {}, { token })).json<{
      pointsBalance: number;
      monthlyEarned: number;
      pointHistories: PointHistory[];
    }>();
    expect(all.pointsBalance).toBe(125);
    expect(all.monthlyEarned).toBe(225);
    expect(all.pointHistories.map((h) => h.points)).toEqual([100, -200, 25, 100, 100]);
    const may = (await t.call('reward/getPoints', { month: '2026-05' }, { token })).json<{ pointHistories: PointHistory[] }>();
    expect(may.pointHistories.map((h) => [h.kind, h.points])).toEqual([['earned', 100]]);
    expect((await t.call('reward/getPoints', { month: '2026-13' }, { token })).json()).toMatchObject({
      status: 400,
      fields: [expect.objectContaining({ code: 'monthInvalid' })],
    });
  });
});

describe('tier and last visit', () => {
  it('counts donations of the past 12 months toward the next tier', async () => {
    const { row, token } = await donor();
    for (let i = 0; i < 21; i += 1)
      await createVisit(t.database.db, { donorId: row.id, locationId: center, checkinAt: new Date(now - (3 + i * 10) * DAY_MS) });
    await createVisit(t.database.db, { donorId: row.id, locationId: center, checkinAt: new Date(now - DAY_MS), donated: false });
    await createVisit(t.database.db, { donorId: row.id, locationId: center, checkinAt: new Date(now - 500 * DAY_MS) });
    const res = await t.call('reward/getRewardStatus', {}, { token });
    expect(res.json()).toMatchObject({
      tier: 'bronze',
      bonusPercent: 25,
      donationsInPeriod: 21,
      nextTier: 'silver',
      nextThreshold: 45,
      donationsToNext: 24,
      lastVisit: { locationName: 'Austin North', donated: false },
    });
  });
  it('has no tier nor last visit for a new pre-donor', async () => {
    const { token } = await donor('predonor');
    expect((await t.call('reward/getRewardStatus', {}, { token })).json()).toMatchObject({
      donorStatus: 'predonor',
      tier: null,
      donationsToNext: 20,
      lastVisit: null,
    });
  });
});

describe('rewards content per language', () => {
  it('serves the four membership levels in English and Spanish', async () => {
    const { token } = await donor();
    const en = (await t.call('stickyAnnouncement/getMembershipRules', { lang: 'en' }, { token })).json<{
      content: { levels: { name: string; threshold: number; bonusPercent: number }[] };
    }>();
    expect(en.content.levels.map((l) => [l.name, l.threshold, l.bonusPercent])).toEqual([
      ['Bronze', 20, 25],
      ['Silver', 45, 50],
      ['Gold', 75, 75],
      ['Platinum', 90, 100],
    ]);
    const es = (await t.call('stickyAnnouncement/getMembershipRules', { lang: 'es' }, { token })).json<{
      content: { levels: { name: string }[] };
    }>();
    expect(es.content.levels.map((l) => l.name)).toEqual(['Bronce', 'Plata', 'Oro', 'Platino']);
  });

  it('serves balance content whose partner descriptions hold a phone number', async () => {
    const { token } = await donor();
    const body = (await t.call('stickyAnnouncement/getBalanceContent', { lang: 'es' }, { token })).json<{
      content: { texts: string[]; third_parties: { description: string }[] };
    }>();
    expect(body.content.texts).toEqual(['Donar tiene sus recompensas', 'Administra tu cuenta hoy']);
    expect(body.content.third_parties.map((p) => partnerPhone(p.description))).toEqual(['800-555-0142', '888-555-0175']);
    expect((await t.call('stickyAnnouncement/getRewardWorks', { lang: 'en' }, { token })).json()).toMatchObject({
      content: { title: 'How rewards work' },
    });
  });

  it('picks the fee guide by status and fills in completed donations', async () => {
    const regular = await donor();
    for (const daysAgo of [1, 3, 40])
      await createVisit(t.database.db, { donorId: regular.row.id, locationId: center, checkinAt: new Date(now - daysAgo * DAY_MS) });
    const monthly = (await t.call('feeStructure/getfeestructurelayout', {}, { token: regular.token })).json<{ layout: FeeLayout }>().layout;
    expect(monthly).toMatchObject({ type: 'monthlyqualified', completeddonations: 2, startFrequency: 0 });
    expect(Object.values(monthly.structure).map((s) => s.completed)).toEqual([true, true, false, false, false, false, false, false]);
    const weekly = (await t.call('feeStructure/getfeestructurelayout', { type: 'qualifiedweekly' }, { token: regular.token })).json<{
      layout: FeeLayout;
    }>().layout;
    expect(weekly).toMatchObject({ type: 'qualifiedweekly', completeddonations: 2 });
    const applicant = (
      await t.call('feeStructure/getfeestructurelayout', { lang: 'es' }, { token: (await donor('predonor')).token })
    ).json<{ layout: FeeLayout }>().layout;
    expect(applicant).toMatchObject({ type: 'applicant', startFrequency: 0, feetitle: 'Recibe' });
  });

  it('answers 400 with a message when no fee guide is published, and membershipError when the rules are not', async () => {
    const { token } = await donor();
    const fee = () => t.call('feeStructure/getfeestructurelayout', {}, { token });
    // Written past the app, so the change reaches its copy of the rewards store by the database's notice (decision 025),
    // which on PostgreSQL may arrive after the next call.
    await t.database.db.update(rewardContent).set({ retiredAt: new Date(now) });
    await expect.poll(async () => (await fee()).statusCode, { timeout: 1_000, interval: 10 }).toBe(400);
    expect((await fee()).json()).toMatchObject({
      code: 'feeLayoutUnavailable',
      message: 'No fee guide is available for your account yet.',
    });
    expect((await t.call('stickyAnnouncement/getMembershipRules', {}, { token })).json()).toMatchObject({
      status: 404,
      code: 'membershipError',
    });
    await t.database.db.update(rewardContent).set({ retiredAt: null });
    await expect.poll(async () => (await fee()).statusCode, { timeout: 1_000, interval: 10 }).toBe(200);
  });
});

describe('payouts', () => {
  it('lists payments per visit in dollars, newest first, skipping visits without payment', async () => {
    const { row, token } = await donor();
    await createVisit(t.database.db, {
      donorId: row.id,
      locationId: center,
      checkinAt: new Date(now - 9 * DAY_MS),
      payments: [{ amountCents: 5000 }, { amountCents: 2550 }],
    });
    await createVisit(t.database.db, { donorId: row.id, locationId: center, checkinAt: new Date(now - 5 * DAY_MS), donated: false });
    await createVisit(t.database.db, {
      donorId: row.id,
      locationId: center,
      checkinAt: new Date(now - 2 * DAY_MS),
      payments: [{ amountCents: 7000 }],
    });
    const visits = (await t.call('reward/getPayouts', {}, { token })).json<{
      visits: { total: number; payments: { amount: number }[] }[];
    }>().visits;
    expect(visits.map((v) => [v.total, v.payments.map((p) => p.amount)])).toEqual([
      [70, [70]],
      [75.5, [50, 25.5]],
    ]);
  });
});
