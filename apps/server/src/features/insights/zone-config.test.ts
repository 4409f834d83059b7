import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../db/factories/donor-care-cases';
import { createStaff } from '../../db/factories/staff';
import { campaigns, donorCareCases } from '../../db/schema/index';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// The program's and the care team's zones are configuration (PROGRAM_TIME_ZONE, CARE_TIME_ZONE): the same rows fall
// on another day in another zone. A case opened at 05:30 UTC on June 11 is 01:30 on the 11th in New York, 22:30 on the
// 10th in Los Angeles; a campaign started at 06:00 UTC is 01:00 on the 11th in Chicago, 23:00 on the 10th in Los Angeles.
const range = { preset: 'custom' as const, from: '2026-06-01', to: '2026-06-10', locationID: null };
const text = { en: 'Come back', es: 'Vuelve' };

async function openApp(env: Record<string, string>): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp({ env });
  const db = t.database.db;
  await createCase(db, t.config, { donorId: null, locationId: null, subject: 'A question', createdAt: new Date('2026-06-11T05:30:00Z') });
  const started = new Date('2026-06-11T06:00:00Z');
  await db.insert(campaigns).values({
    title: text,
    message: text,
    segment: {},
    status: 'sent',
    recipients: 0,
    startedAt: started,
    createdAt: started,
    updatedAt: started,
  });
  return { t, admin: await signInStaff(t, (await createStaff(db, 'admin')).email) };
}

let standard: { t: TestApp; admin: string };
let pacific: { t: TestApp; admin: string };

beforeAll(async () => {
  standard = await openApp({});
  pacific = await openApp({ PROGRAM_TIME_ZONE: 'America/Los_Angeles', CARE_TIME_ZONE: 'America/Los_Angeles' });
});
afterAll(async () => {
  await standard.t.close();
  await pacific.t.close();
});

const read = async (app: { t: TestApp; admin: string }, key: 'insights/getCare' | 'insights/getCampaigns') => {
  const res = await app.t.call(key, range, { token: app.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: { opened?: number }; campaigns?: unknown[] }>();
};

describe('the time zones of the dashboards, from the configuration', () => {
  it('counts a case on the care team’s day: the next day in New York, still the 10th in Los Angeles', async () => {
    expect((await read(standard, 'insights/getCare')).total.opened).toBe(0);
    expect((await read(pacific, 'insights/getCare')).total.opened).toBe(1);
  });

  it('counts a campaign on the program’s day: the next day in Chicago, still the 10th in Los Angeles', async () => {
    expect((await read(standard, 'insights/getCampaigns')).campaigns).toHaveLength(0);
    expect((await read(pacific, 'insights/getCampaigns')).campaigns).toHaveLength(1);
  });

  it('sets a case’s reply due time in the care team’s business days', async () => {
    // 06:00 UTC on Saturday June 13 is 02:00 Saturday in New York (one business day: Monday, the 15th, 06:00 UTC) and
    // 23:00 Friday in Los Angeles (a day on is Saturday 23:00, then Sunday: one business day is Monday 23:00 there).
    const due = async (app: { t: TestApp }) => {
      const opened = await createCase(app.t.database.db, app.t.config, { createdAt: new Date('2026-06-13T06:00:00Z') });
      const [row] = await app.t.database.db.select().from(donorCareCases).where(eq(donorCareCases.id, opened.id));
      return row?.firstResponseDueAt.toISOString();
    };
    expect(await due(standard)).toBe('2026-06-15T06:00:00.000Z');
    expect(await due(pacific)).toBe('2026-06-16T06:00:00.000Z');
  });
});
