import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationDatabase } from '../test/migration-database';
import { consentChoices } from './schema/index';

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
  // The donor as the schema stood before 0030 (the factory writes every column of today's schema, later ones too).
  const { rows } = await opened.database.executeSql(
    `insert into donors (donor_number, status, first_name, last_name, communication_preferences, created_at)
     values ('D7003001', 'donor', 'Ana', 'Before', $1::jsonb, '2025-03-01T12:00:00Z') returning id`,
    [JSON.stringify(choices)],
  );
  donorId = String((rows[0] as { id: string } | undefined)?.id);
  for (const tag of opened.tags.slice(at)) await opened.applyMigration(tag);
});
afterAll(() => opened.close());

describe('migration 0030: the consent history begins', () => {
  it("records each donor's nine choices as they stood, marked as recorded before the history began", async () => {
    const rows = await opened.database.db.select().from(consentChoices).where(eq(consentChoices.donorId, donorId));
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      expect(row).toMatchObject({ source: 'before-history', granted: choices[row.channel][row.kind], clientAddress: null });
      expect(row.recordedAt.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    }
  });
});
