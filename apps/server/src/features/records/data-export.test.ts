import { DAY_MS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../db/factories/appointments';
import { createCase } from '../../db/factories/donor-care-cases';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createVisit } from '../../db/factories/visits';
import { donorCareCaseMessages, messagesOutbox } from '../../db/schema/index';
import { createMessenger } from '../../domain/messaging/messenger';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { pdfText } from '../../test/pdf-text';
import { prepareExports } from './records-jobs';

let t: TestApp;
let first: Awaited<ReturnType<typeof createDonor>>;
let second: Awaited<ReturnType<typeof createDonor>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const center = await createLocation(db, { name: 'Shared Center', timezone: 'America/Chicago' });
  first = await createDonor(db, { firstName: 'Ana', lastName: 'Prieto', donorNumber: 'EXP00001' });
  second = await createDonor(db, { firstName: 'Berta', lastName: 'Quintana', donorNumber: 'EXP00002', phoneNumber: '5125559876' });
  // Both donors at the same center, in the same appointment slot, in the same donor-care queue.
  const slot = new Date('2026-06-20T15:00:00Z');
  for (const donor of [first, second]) {
    await createVisit(db, {
      donorId: donor.id,
      locationId: center.id,
      checkinAt: new Date('2026-06-01T15:00:00Z'),
      payments: [{ amountCents: donor === first ? 5000 : 7777 }],
      screening: { weight: 150, bpsys: 120, bpdia: 80, pulserate: 70, temperature: 98.6 },
    });
    await createAppointment(db, { donorId: donor.id, locationId: center.id, startsAt: slot });
    const opened = await createCase(db, t.config, { donorId: donor.id, locationId: center.id, email: donor.email });
    await db.insert(donorCareCaseMessages).values([
      { caseId: opened.id, kind: 'reply', author: 'staff', body: `Reply to ${donor.firstName}`, createdAt: new Date(TEST_NOW) },
      { caseId: opened.id, kind: 'note', author: 'staff', body: `Internal note about ${donor.firstName}`, createdAt: new Date(TEST_NOW) },
    ]);
  }
  token = (await signIn(t, first.email ?? '')).token;
});
afterAll(() => t.close());

const jobDeps = () => ({
  db: t.database.db,
  clock: t.clock,
  messenger: createMessenger({ db: t.database.db, clock: t.clock, brandName: t.config.brandName }),
  jobs: { trigger: async () => undefined },
  publicUrl: 'https://portal.example',
  config: t.config,
});

describe('Download my data', () => {
  it('prepares one ZIP of everything about her, at most once a day, and tells her by e-mail', async () => {
    const asked = await t.call('account/requestExport', {}, { token });
    expect(asked.statusCode, asked.body).toBe(200);
    const again = await t.call('account/requestExport', {}, { token, lang: 'es' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Tus datos ya se prepararon hoy. Puedes volver a pedirlos mañana.');

    const pending = (await t.call('account/getExports', {}, { token })).json<{ exports: { exportID: string; readyAt: string | null }[] }>();
    expect(pending.exports).toHaveLength(1);
    expect(pending.exports[0]?.readyAt).toBeNull();
    expect(await prepareExports(jobDeps())).toBe(1);
    expect(await prepareExports(jobDeps())).toBe(0);

    const ready = (await t.call('account/getExports', {}, { token })).json<{
      exports: { exportID: string; readyAt: string; expiresAt: string }[];
    }>();
    const exportID = ready.exports[0]?.exportID ?? '';
    expect(ready.exports[0]?.expiresAt).toBe(new Date(Date.parse(TEST_NOW) + 7 * DAY_MS).toISOString());
    const mail = await t.database.db
      .select()
      .from(messagesOutbox)
      .where(eq(messagesOutbox.destination, first.email ?? ''));
    expect(mail.map((m) => m.template)).toContain('dataExportReady');

    const file = await t.call('account/getExportFile', { exportID }, { token });
    expect(file.statusCode, file.body).toBe(200);
    const files = unzipSync(new Uint8Array(Buffer.from(file.json<{ content: string }>().content, 'base64')));
    expect(Object.keys(files).sort()).toEqual([
      'appointments.json',
      'communication-choices.json',
      'deferrals.json',
      'donor-care.json',
      'earnings-statement.pdf',
      'notifications.json',
      'orders.json',
      'passkeys.json',
      'points-ledger.json',
      'prescreening.json',
      'profile.json',
      'sessions.json',
      'survey-answers.json',
      'visits.json',
    ]);
    const text = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, data]) => strFromU8(data))
      .join('\n');
    expect(text).toContain('EXP00001');
    expect(text).toContain('"amountCents": 5000');
    expect(text).toContain('Reply to Ana');
    expect(text).not.toContain('Internal note');
    expect(text).not.toMatch(/passwordHash|\$argon2|tokenHash|publicKey/);
    // Nothing of the donor who shared her center, slot and queue.
    for (const identifier of [
      second.id,
      second.donorNumber,
      second.email ?? '',
      second.firstName,
      second.lastName,
      '5125559876',
      '"amountCents": 7777',
    ]) {
      expect(text, identifier).not.toContain(identifier);
    }
    expect(await pdfText(Buffer.from(files['earnings-statement.pdf'] ?? new Uint8Array()))).toContain('$50.00');
  });

  it('keeps the file behind her sign-in: another donor, or the same after 7 days, gets 404', async () => {
    const ready = (await t.call('account/getExports', {}, { token })).json<{ exports: { exportID: string }[] }>();
    const exportID = ready.exports[0]?.exportID ?? '';
    const other = await signIn(t, second.email ?? '');
    expect((await t.call('account/getExportFile', { exportID }, { token: other.token })).statusCode).toBe(404);
    expect((await t.call('account/getExportFile', { exportID })).statusCode).toBe(401);
    t.clock.advance(7 * DAY_MS + 1);
    try {
      const later = (await signIn(t, first.email ?? '')).token;
      expect((await t.call('account/getExportFile', { exportID }, { token: later })).statusCode).toBe(404);
      expect((await t.call('account/getExports', {}, { token: later })).json()).toMatchObject({ exports: [] });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
