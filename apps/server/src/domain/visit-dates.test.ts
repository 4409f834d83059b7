import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKnownTimeZone, type Visit } from '@portal/contract';
import { createDonor } from '../db/factories/donors';
import { createLocation } from '../db/factories/locations';
import { createVisit } from '../db/factories/visits';
import { demoCenters } from '../db/seed/demo-centers';
import { signIn } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 11:40 PM on June 2 in Chicago (CDT, UTC-5): already June 3 in UTC. */
const LATE_EVENING = new Date('2026-06-03T04:40:00Z');

describe('a visit’s day is its day at the center, in every reply that names it', () => {
  it('is the same calendar day in the history, on home and in the payouts', async () => {
    const center = await createLocation(t.database.db, { name: 'Demo Plasma Evening', timezone: 'America/Chicago' });
    const donor = await createDonor(t.database.db);
    await createVisit(t.database.db, {
      donorId: donor.id,
      locationId: center.id,
      checkinAt: LATE_EVENING,
      durationMinutes: 10,
      payments: [{ amountCents: 5000 }],
    });
    const { token } = await signIn(t, donor.email ?? '');

    const history = (await t.call('reward/getVisitHistorySecondRev', {}, { token })).json<{ last20Visits: Visit[] }>();
    expect(history.last20Visits[0]).toMatchObject({ visitDate: '2026-06-02', locationTimezone: 'America/Chicago' });

    const status = (await t.call('reward/getRewardStatus', {}, { token })).json<{ lastVisit: unknown }>();
    expect(status.lastVisit).toEqual({
      visitDate: '2026-06-02',
      locationName: 'Demo Plasma Evening',
      locationTimezone: 'America/Chicago',
      donated: true,
    });

    const payouts = (await t.call('reward/getPayouts', {}, { token })).json<{
      visits: { visitDate: string; locationTimezone: string }[];
    }>();
    expect(payouts.visits[0]).toMatchObject({ visitDate: '2026-06-02', locationTimezone: 'America/Chicago' });
  });
});

describe('every demo center names its time zone', () => {
  it('as an IANA zone the runtime knows', () => {
    for (const center of demoCenters) expect(isKnownTimeZone(center.timezone), `${center.name}: ${center.timezone}`).toBe(true);
  });
});
