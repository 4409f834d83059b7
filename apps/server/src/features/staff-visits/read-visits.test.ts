import { DAY_MS } from '@portal/contract';
import type { StaffVisit, StaffVisitRow } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { auditLog } from '../../db/schema/index';
import { signInStaff } from '../../test/sign-in';
import { visitRecord, visitsWorld, type VisitsWorld } from './staff-visits-test-setup';

let w: VisitsWorld;
let austinVisit: string;
let houstonVisit: string;
let austinDonor: { id: string; donorNumber: string };

const daysAgo = (days: number, hour = 15) => {
  const at = new Date(w.t.clock.now().getTime() - days * DAY_MS);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

beforeAll(async () => {
  w = await visitsWorld();
  const db = w.t.database.db;
  const ana = await createDonor(db, { homeLocationId: w.austin, firstName: 'Ana', lastName: 'Alvarez' });
  const bo = await createDonor(db, { homeLocationId: w.austin, firstName: 'Bo', lastName: 'Brown' });
  const hugo = await createDonor(db, { homeLocationId: w.houston, firstName: 'Hugo', lastName: 'Hernández' });
  austinDonor = ana;
  // Ana: three visits at Austin on three days (one without a donation); Bo: one; Hugo: one at Houston.
  const record = (location: number, donorNumber: string, day: number, donated = true) =>
    w.t.call(
      'staffVisits/recordVisit',
      visitRecord(location, donorNumber, { checkinTS: daysAgo(day, 15), checkoutTS: daysAgo(day, 16), donated }),
      { token: w.tokens.admin },
    );
  austinVisit = (await record(w.austin, ana.donorNumber, 1)).json<{ visitID: string }>().visitID;
  await record(w.austin, ana.donorNumber, 3, false);
  await record(w.austin, ana.donorNumber, 5);
  await record(w.austin, bo.donorNumber, 2);
  houstonVisit = (await record(w.houston, hugo.donorNumber, 1)).json<{ visitID: string }>().visitID;
});
afterAll(() => w.t.close());

type Page = { visits: StaffVisitRow[]; total: number };
const list = async (who: keyof VisitsWorld['tokens'], params: Record<string, unknown> = {}) => {
  const res = await w.t.call('staffVisits/listVisits', params as never, { token: w.tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

describe('staffVisits/listVisits', () => {
  it('shows a center manager only her centers’ visits, newest first, with donor, center and points', async () => {
    const page = await list('manager');
    expect(page.total).toBe(4);
    expect(page.visits.map((v) => v.locationName)).toEqual(Array(4).fill('Demo Plasma Austin North'));
    expect(page.visits[0]).toMatchObject({ visitID: austinVisit, donorName: 'Ana Alvarez', donated: true, points: 100, corrections: 0 });
    expect(page.visits.map((v) => v.checkinTS)).toEqual([...page.visits.map((v) => v.checkinTS)].sort().reverse());
    expect(page.visits.map((v) => v.visitID)).not.toContain(houstonVisit);
    expect((await list('houston')).visits.map((v) => v.visitID)).toEqual([houstonVisit]);
    expect((await list('admin')).total).toBe(5);
  });

  it('pages, sorts and filters on the server', async () => {
    const first = await list('manager', { pageSize: 10, page: 1, sort: 'points', direction: 'asc' });
    expect(first.visits.map((v) => v.points)).toEqual([0, 100, 100, 100]);
    const byDonor = await list('manager', { sort: 'donorNumber', direction: 'asc' });
    expect(byDonor.visits.map((v) => v.donorNumber)).toEqual([...byDonor.visits.map((v) => v.donorNumber)].sort());
    const second = await list('admin', { pageSize: 10, page: 2 });
    expect(second).toMatchObject({ total: 5, visits: [] });
    expect((await list('manager', { donorNumber: austinDonor.donorNumber.toLowerCase() })).total).toBe(3);
    const range = await list('manager', { from: daysAgo(3).slice(0, 10), to: daysAgo(2).slice(0, 10) });
    expect(range.total).toBe(2);
    expect((await list('admin', { locationID: w.houston })).visits.map((v) => v.visitID)).toEqual([houstonVisit]);
  });

  it('never shows another center’s visits, even when asked for that center or its donor', async () => {
    expect(await list('manager', { locationID: w.houston })).toMatchObject({ total: 0, visits: [] });
    const hugo = (await list('admin', { locationID: w.houston })).visits[0]?.donorNumber;
    expect(await list('manager', { donorNumber: hugo })).toMatchObject({ total: 0, visits: [] });
  });

  it('answers 400 naming the fields at fault', async () => {
    const res = await w.t.call('staffVisits/listVisits', { from: '2026-06-10', to: '2026-06-01', pageSize: 7, sort: 'name' } as never, {
      token: w.tokens.manager,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['params.pageSize', 'params.sort']);
    const range = await w.t.call('staffVisits/listVisits', { from: '2026-06-10', to: '2026-06-01' } as never, { token: w.tokens.manager });
    expect(range.json()).toMatchObject({ status: 400, fields: [{ path: 'params.to' }] });
  });
});

describe('staffVisits/getVisit', () => {
  it('shows a visit of my center with its facts and points entries, and audits the read with the donor', async () => {
    const res = await w.t.call('staffVisits/getVisit', { visitID: austinVisit }, { token: w.tokens.manager });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const visit = res.json<{ visit: StaffVisit }>().visit;
    expect(visit).toMatchObject({
      donorName: 'Ana Alvarez',
      points: 100,
      facts: { donated: true, payments: [{ amount: 62.5 }], deferral: null },
      ledger: [{ kind: 'earned', points: 100, details: { reason: 'donation', visitId: austinVisit } }],
      history: [],
    });
    const rows = await w.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staffVisits/getVisit'), eq(auditLog.objectId, austinVisit)));
    expect(rows).toEqual([expect.objectContaining({ donorId: austinDonor.id, objectType: 'visit', role: 'center_manager' })]);
  });

  it('answers 404, never the visit, outside my centers and for a visit that does not exist', async () => {
    for (const [who, visitID] of [
      ['manager', houstonVisit],
      ['houston', austinVisit],
      ['manager', crypto.randomUUID()],
    ] as const) {
      const res = await w.t.call('staffVisits/getVisit', { visitID }, { token: w.tokens[who] });
      expect(res.json(), who).toEqual({ status: 404, code: 'visitNotFound', message: expect.any(String) });
    }
    const rows = await w.t.database.db.select().from(auditLog).where(eq(auditLog.objectId, houstonVisit));
    expect(rows.filter((r) => r.action === 'staffVisits/getVisit')).toEqual([]);
  });
});

describe('center scoping on writes', () => {
  it('answers 404 to a correction of another center’s visit and changes nothing', async () => {
    const res = await w.t.call(
      'staffVisits/correctVisit',
      { ...visitRecord(w.houston, 'X0000000'), visitID: houstonVisit, donated: false, note: 'Not mine to change' },
      { token: w.tokens.manager },
    );
    expect(res.json()).toMatchObject({ status: 404, code: 'visitNotFound' });
    const visit = (await w.t.call('staffVisits/getVisit', { visitID: houstonVisit }, { token: w.tokens.houston })).json<{
      visit: StaffVisit;
    }>();
    expect(visit.visit).toMatchObject({ donated: true, points: 100, history: [] });
  });
});

describe('role refusal', () => {
  it('refuses donor care and content editors every visit service with 403', async () => {
    const calls = [
      ['staffVisits/listVisits', {}],
      ['staffVisits/getVisit', { visitID: austinVisit }],
      ['staffVisits/visitsToday', {}],
      ['staffVisits/correctVisit', { ...visitRecord(w.austin, 'X0000000'), visitID: austinVisit, note: 'Nope' }],
    ] as const;
    for (const who of ['care', 'editor'] as const) {
      for (const [key, params] of calls) {
        expect((await w.t.call(key, params as never, { token: w.tokens[who] })).json(), `${who} ${key}`).toMatchObject({
          status: 403,
          code: 'staffRoleRefused',
        });
      }
    }
  });
});

describe('staffVisits/visitsToday', () => {
  it('counts the visits recorded today at my centers, each center on its own day', async () => {
    const today = async (who: keyof VisitsWorld['tokens']) =>
      (await w.t.call('staffVisits/visitsToday', {}, { token: w.tokens[who] })).json<{
        total: number;
        donations: number;
        centers: { locationID: number; visits: number }[];
      }>();
    expect(await today('manager')).toMatchObject({ total: 4, donations: 3, centers: [{ locationID: w.austin, visits: 4 }] });
    expect(await today('houston')).toMatchObject({ total: 1, centers: [{ locationID: w.houston, visits: 1 }] });
    expect((await today('admin')).total).toBe(5);
    w.t.clock.advance(DAY_MS);
    w.tokens.manager = await signInStaff(w.t, w.managerEmail);
    expect(await today('manager')).toMatchObject({ total: 0, centers: [{ locationID: w.austin, visits: 0 }] });
  });
});
