import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createDeferral } from '../../db/factories/prescreening';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const reason = { en: 'Your iron level was low.', es: 'Tu nivel de hierro estaba bajo.' };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function donorWith(email: string) {
  const donor = await createDonor(t.database.db, { email });
  const { token } = await signIn(t, email);
  return { donor, token };
}

describe('deferral status', () => {
  it('is null with a message when the donor is not deferred', async () => {
    const { token } = await donorWith('clear@example.com');
    expect((await t.call('stickyAnnouncement/getDonorDeferralStatus', { lang: 'en' }, { token })).json()).toEqual({
      status: 200,
      deferralStatus: null,
      message: 'You have no active deferral.',
    });
  });

  it('shows the newest deferral in force, its reason in the donor’s language and its end date', async () => {
    const { donor, token } = await donorWith('deferred@example.com');
    const now = t.clock.now();
    await createDeferral(t.database.db, {
      donorId: donor.id,
      code: 'tattoo',
      reason,
      deferredAt: new Date(now.getTime() - 200 * DAY),
      until: '2026-02-01',
    });
    const current = await createDeferral(t.database.db, {
      donorId: donor.id,
      code: 'iron',
      reason,
      deferredAt: new Date(now.getTime() - DAY),
      until: '2026-06-29',
    });
    // Newer, but ending today: the donor may donate today, so it is no longer in force.
    await createDeferral(t.database.db, {
      donorId: donor.id,
      code: 'illness',
      reason,
      deferredAt: new Date(now.getTime() - 3_600_000),
      until: '2026-06-15',
    });
    const res = (await t.call('stickyAnnouncement/getDonorDeferralStatus', { lang: 'es' }, { token })).json();
    expect(res).toEqual({
      status: 200,
      deferralStatus: {
        id: current.id,
        code: 'iron',
        reason: reason.es,
        permanent: false,
        until: '2026-06-29',
        deferredAt: current.deferredAt.toISOString(),
      },
      message: 'Tu donación está aplazada temporalmente.',
    });
  });

  it('shows a permanent deferral without a date', async () => {
    const { donor, token } = await donorWith('permanent@example.com');
    await createDeferral(t.database.db, { donorId: donor.id, code: 'age', reason, deferredAt: t.clock.now(), until: null });
    expect((await t.call('stickyAnnouncement/getDonorDeferralStatus', { lang: 'en' }, { token })).json()).toMatchObject({
      deferralStatus: { permanent: true, until: null },
      message: 'You are not able to donate plasma.',
    });
  });

  it('is dismissed by its donor only, once', async () => {
    const { donor, token } = await donorWith('dismiss@example.com');
    const { token: otherToken } = await donorWith('other@example.com');
    const deferral = await createDeferral(t.database.db, {
      donorId: donor.id,
      code: 'iron',
      reason,
      deferredAt: t.clock.now(),
      until: '2026-07-01',
    });
    const stranger = await t.call('stickyAnnouncement/clearDeferralStatus', { id: deferral.id }, { token: otherToken });
    expect(stranger.statusCode).toBe(404);
    expect((await t.call('stickyAnnouncement/getDonorDeferralStatus', {}, { token })).json()).toMatchObject({
      deferralStatus: { id: deferral.id },
    });
    expect((await t.call('stickyAnnouncement/clearDeferralStatus', { id: deferral.id }, { token })).json()).toEqual({ status: 200 });
    expect((await t.call('stickyAnnouncement/getDonorDeferralStatus', {}, { token })).json()).toMatchObject({ deferralStatus: null });
    const again = await t.call('stickyAnnouncement/clearDeferralStatus', { id: deferral.id }, { token, lang: 'en' });
    expect(again.json()).toMatchObject({ status: 404, code: 'deferralNotFound' });
    expect((await t.call('stickyAnnouncement/clearDeferralStatus', { id: 'nope' }, { token })).statusCode).toBe(400);
  });
});
