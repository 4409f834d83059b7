import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../../db/factories/locations';
import { consentRecords } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPredonor } from './create-predonor';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = (donorId: string) =>
  t.database.db.select().from(consentRecords).where(eq(consentRecords.donorId, donorId)).orderBy(consentRecords.id);

describe('consent records at registration', () => {
  it('records every first choice at registration, with the address and browser', async () => {
    const center = (await createLocation(t.database.db)).id;
    const donorId = await createPredonor(
      t.database.db,
      {
        firstName: 'Rita',
        lastName: 'Ramos',
        birthDate: '1990-01-01',
        gender: 'F',
        email: 'rita.consent@example.com',
        phoneCountryCode: '1',
        phoneNumber: '5125550771',
        savedLocationId: center,
        language: 'es',
        emailTaken: false,
      },
      'hash',
      t.clock.now(),
      { clientAddress: '203.0.113.9', userAgent: 'Firefox/140' },
    );
    const rows = await history(donorId);
    expect(rows).toHaveLength(9);
    expect(rows.every((r) => r.source === 'registration' && r.clientAddress === '203.0.113.9' && r.userAgent === 'Firefox/140')).toBe(true);
    expect(rows.find((r) => r.channel === 'sms' && r.kind === 'promotions')?.granted).toBe(false);
  });
});
