import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { auditLog, donorDeferrals, notifications, pointsLedger, visits } from '../../db/schema/index';
import { signIn } from '../../test/sign-in';
import { OPS_KEY, visitRecord, visitsWorld, type VisitsWorld } from './staff-visits-test-setup';

let w: VisitsWorld;
beforeAll(async () => {
  w = await visitsWorld();
});
afterAll(() => w.t.close());

const postOps = (body: unknown) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/ops/visits',
    headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
    payload: JSON.stringify(body),
  });

/** What a visit left for its donor, without ids and the visit's own id. */
async function traces(donorId: string) {
  const ledger = await w.t.database.db.select().from(pointsLedger).where(eq(pointsLedger.donorId, donorId));
  const notes = await w.t.database.db.select().from(notifications).where(eq(notifications.donorId, donorId));
  return {
    ledger: ledger.map((e) => ({ kind: e.kind, points: e.points, balanceAfter: e.balanceAfter, reason: e.details.reason })),
    notifications: notes.map((n) => ({ type: n.type, title: n.title, message: n.message })),
  };
}

describe('staffVisits/recordVisit', () => {
  it('gives the same visit, points, tier bonus and notification as POST /api/ops/visits, and records who', async () => {
    const byOps = await createDonor(w.t.database.db, { homeLocationId: w.austin });
    const byStaff = await createDonor(w.t.database.db, { homeLocationId: w.austin });
    const ops = await postOps(visitRecord(w.austin, byOps.donorNumber));
    expect(ops.statusCode, ops.body).toBe(201);
    const staff = await w.t.call('staffVisits/recordVisit', visitRecord(w.austin, byStaff.donorNumber), { token: w.tokens.manager });
    expect(staff.statusCode, staff.body).toBe(200);
    const { visitID: _ops, status: _s, ...opsReply } = ops.json<Record<string, unknown>>();
    const { visitID, status: _t, ...staffReply } = staff.json<{ visitID: string } & Record<string, unknown>>();
    expect(staffReply).toEqual(opsReply);
    expect(staffReply).toMatchObject({ created: true, pointsAwarded: 100 });
    expect(await traces(byStaff.id)).toEqual(await traces(byOps.id));
    expect((await traces(byStaff.id)).ledger).toEqual([{ kind: 'earned', points: 100, balanceAfter: 100, reason: 'donation' }]);
    const [visit] = await w.t.database.db.select().from(visits).where(eq(visits.id, visitID));
    expect(visit).toMatchObject({ recordedByStaffId: w.staffIds.manager, recordedAt: w.t.clock.now() });
  });

  it('is idempotent by center and visit number: a repeat changes nothing and says so', async () => {
    const donor = await createDonor(w.t.database.db, { homeLocationId: w.austin });
    const record = visitRecord(w.austin, donor.donorNumber);
    const first = await w.t.call('staffVisits/recordVisit', record, { token: w.tokens.manager });
    const again = await w.t.call('staffVisits/recordVisit', record, { token: w.tokens.manager });
    expect(again.json()).toMatchObject({ created: false, visitID: first.json<{ visitID: string }>().visitID, pointsAwarded: 0 });
    expect((await traces(donor.id)).ledger).toHaveLength(1);
    expect((await traces(donor.id)).notifications).toHaveLength(1);
  });

  it('records a deferral with its reason and end date, which the donor then sees on home', async () => {
    const donor = await createDonor(w.t.database.db, { homeLocationId: w.austin });
    const record = visitRecord(w.austin, donor.donorNumber, { donated: false, deferral: { code: 'iron', until: '2026-07-01' } });
    expect((await w.t.call('staffVisits/recordVisit', record, { token: w.tokens.manager })).statusCode).toBe(200);
    const [deferral] = await w.t.database.db.select().from(donorDeferrals).where(eq(donorDeferrals.donorId, donor.id));
    expect(deferral).toMatchObject({ code: 'iron', until: '2026-07-01' });
    const { token } = await signIn(w.t, donor.email ?? '');
    const status = await w.t.call('stickyAnnouncement/getDonorDeferralStatus', {}, { token, lang: 'es' });
    expect(status.json()).toMatchObject({
      deferralStatus: { code: 'iron', until: '2026-07-01', reason: expect.stringContaining('hierro') },
    });
    expect((await traces(donor.id)).ledger).toEqual([]);
  });

  it('answers 404 for a center that is not the caller’s, and writes nothing', async () => {
    const donor = await createDonor(w.t.database.db, { homeLocationId: w.houston });
    const res = await w.t.call('staffVisits/recordVisit', visitRecord(w.houston, donor.donorNumber), { token: w.tokens.manager });
    expect(res.json()).toMatchObject({ status: 404, code: 'locationNotFound' });
    expect(await w.t.database.db.select().from(visits).where(eq(visits.donorId, donor.id))).toEqual([]);
    const admin = await w.t.call('staffVisits/recordVisit', visitRecord(w.houston, donor.donorNumber), { token: w.tokens.admin });
    expect(admin.statusCode).toBe(200);
  });

  it('refuses donor care and content editors with 403', async () => {
    const donor = await createDonor(w.t.database.db, { homeLocationId: w.austin });
    for (const who of ['care', 'editor'] as const) {
      const res = await w.t.call('staffVisits/recordVisit', visitRecord(w.austin, donor.donorNumber), { token: w.tokens[who] });
      expect(res.json(), who).toMatchObject({ status: 403, code: 'staffRoleRefused' });
    }
    expect(await w.t.database.db.select().from(visits).where(eq(visits.donorId, donor.id))).toEqual([]);
  });

  it('answers 400 naming the fields at fault', async () => {
    const donor = await createDonor(w.t.database.db, { homeLocationId: w.austin });
    const res = await w.t.call(
      'staffVisits/recordVisit',
      {
        ...visitRecord(w.austin, donor.donorNumber),
        donorNumber: 'no!',
        checkoutTS: '2020-01-01T00:00:00.000Z',
        deferral: { code: 'iron', until: '2020-01-01' },
        payments: [{ paymentDate: 'yesterday', amount: -1 }],
      },
      { token: w.tokens.manager },
    );
    expect(res.statusCode, res.body).toBe(400);
    const paths = res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'params.donorNumber',
        'params.payments.0.paymentDate',
        'params.payments.0.amount',
        'params.checkoutTS',
        'params.deferral.until',
      ]),
    );
    expect(await w.t.database.db.select().from(visits).where(eq(visits.donorId, donor.id))).toEqual([]);
  });

  it('leaves one audit row per recording with what was recorded', async () => {
    const donor = await createDonor(w.t.database.db, { homeLocationId: w.austin });
    const res = await w.t.call('staffVisits/recordVisit', visitRecord(w.austin, donor.donorNumber), { token: w.tokens.manager });
    const rows = await w.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staffVisits/recordVisit'), eq(auditLog.objectId, res.json<{ visitID: string }>().visitID)));
    expect(rows).toEqual([
      expect.objectContaining({
        staffId: w.staffIds.manager,
        after: expect.objectContaining({ donorNumber: donor.donorNumber, created: true }),
      }),
    ]);
  });
});
