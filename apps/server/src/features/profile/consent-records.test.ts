import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { consentRecords } from '../../db/schema/index';
import { defaultCommunicationPreferences } from '../../domain/communication-preferences';
import { withdrawConsent } from '../../domain/consent-records';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = (donorId: string) =>
  t.database.db.select().from(consentRecords).where(eq(consentRecords.donorId, donorId)).orderBy(consentRecords.id);

describe('consent records', () => {
  it('records only what the donor changed in her profile, and answers when she agreed to text offers', async () => {
    const donor = await createDonor(t.database.db, { email: 'paula.consent@example.com' });
    const { token } = await signIn(t, 'paula.consent@example.com');
    const change = (sms: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/gateway',
        remoteAddress: '198.51.100.7',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': 'Mozilla/5.0 Test' },
        payload: JSON.stringify({
          serviceName: 'profile',
          serviceType: 'updateCommunicationPreferences',
          params: {
            communicationPreferences: {
              ...defaultCommunicationPreferences,
              sms: { ...defaultCommunicationPreferences.sms, promotions: sms },
            },
          },
        }),
      });
    const before = await t.call('profile/getCommunicationPreferences', {}, { token });
    expect(before.json()).toMatchObject({ textOffersAgreedAt: null });
    const on = await change(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ textOffersAgreedAt: t.clock.now().toISOString() });
    expect(await history(donor.id)).toEqual([
      expect.objectContaining({
        channel: 'sms',
        kind: 'promotions',
        granted: true,
        source: 'profile',
        clientAddress: '198.51.100.7',
        userAgent: 'Mozilla/5.0 Test',
        recordedAt: t.clock.now(),
      }),
    ]);
    // Saving the same choices again records nothing new.
    await change(true);
    expect(await history(donor.id)).toHaveLength(1);
    const read = await t.call('profile/getCommunicationPreferences', {}, { token });
    expect(read.json()).toMatchObject({ textOffersAgreedAt: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    await change(false);
    expect((await history(donor.id)).map((r) => r.granted)).toEqual([true, false]);
    const off = await t.call('profile/getCommunicationPreferences', {}, { token });
    expect(off.json()).toMatchObject({ textOffersAgreedAt: null });
  });

  it("records the one-click unsubscribe's withdrawal", async () => {
    const donor = await createDonor(t.database.db);
    const after = await t.database.db.transaction((tx) =>
      withdrawConsent(tx, donor.id, 'email', 'promotions', t.clock.now(), { source: 'one-click' }),
    );
    expect(after?.email.promotions).toBe(false);
    expect(await history(donor.id)).toEqual([
      expect.objectContaining({ channel: 'email', kind: 'promotions', granted: false, source: 'one-click' }),
    ]);
  });
});
