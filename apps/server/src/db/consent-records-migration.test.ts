import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationDatabase } from '../test/migration-database';
import { createDonor } from './factories/donors';
import { consentRecords } from './schema/index';

type Opened = Awaited<ReturnType<typeof openMigrationDatabase>>;
let opened: Opened;
let donorId: string;
const choices = {
  email: { rewards: true, promotions: false, reminders: true },
  sms: { rewards: false, promotions: true, reminders: true },
  push: { rewards: true, promotions: true, reminders: false },
};

beforeAll(async () => {
  opened = await openMigrationDatabase('portal_consent_records');
  const at = opened.tags.indexOf('0030_consent-records-and-sms-opt-outs');
  expect(at).toBeGreaterThan(0);
  for (const tag of opened.tags.slice(0, at)) await opened.applyMigration(tag);
  donorId = (await createDonor(opened.database.db, { communicationPreferences: choices, createdAt: new Date('2025-03-01T12:00:00Z') })).id;
  for (const tag of opened.tags.slice(at)) await opened.applyMigration(tag);
});
afterAll(() => opened.close());

describe('migration 0030: the consent history begins', () => {
  it("records each donor's nine choices as they stood, marked as recorded before the history began", async () => {
    const rows = await opened.database.db.select().from(consentRecords).where(eq(consentRecords.donorId, donorId));
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      expect(row).toMatchObject({ source: 'before-history', granted: choices[row.channel][row.kind], clientAddress: null });
      expect(row.recordedAt.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    }
  });
});
