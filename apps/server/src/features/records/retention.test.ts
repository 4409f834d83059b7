import { DAY_MS, HOUR_MS } from '@portal/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import {
  auditLog,
  chatLogs,
  dataExports,
  idempotencyKeys,
  integrationEvents,
  messagesOutbox,
  resetTokens,
  sessions,
  verificationCodes,
} from '../../db/schema/index';
import { runRetention, SCRUBBED } from '../../domain/retention';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
const now = new Date(TEST_NOW);
const ago = (ms: number) => new Date(now.getTime() - ms);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('retention (docs/privacy.md), run by the daily job with the injected clock', () => {
  it('removes what is past its time, keeps the rest and the delivery records, and finds nothing left a second time', async () => {
    const db = t.database.db;
    const donor = await createDonor(db);
    const [oldSession, liveSession] = await db
      .insert(sessions)
      .values([
        { donorId: donor.id, createdAt: ago(40 * DAY_MS), expiresAt: ago(31 * DAY_MS) },
        { donorId: donor.id, createdAt: ago(HOUR_MS), expiresAt: new Date(now.getTime() + HOUR_MS) },
      ])
      .returning({ id: sessions.id });
    const code = (usedAt: Date | null, createdAt: Date) => ({
      purpose: 'reset' as const,
      flowKey: randomUUID(),
      destinationHash: 'h',
      codeHash: 'c',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 10 * 60_000),
      usedAt,
    });
    await db.insert(verificationCodes).values([code(ago(2 * DAY_MS), ago(2 * DAY_MS)), code(null, ago(60_000))]);
    await db.insert(resetTokens).values([
      { tokenHash: randomUUID(), donorId: donor.id, createdAt: ago(3 * DAY_MS), expiresAt: ago(3 * DAY_MS - 30 * 60_000) },
      { tokenHash: randomUUID(), donorId: donor.id, createdAt: ago(60_000), expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    const message = (sentAt: Date | null, state: 'sent' | 'queued') => ({
      channel: 'email' as const,
      destination: 'someone@test.example',
      language: 'en' as const,
      template: 'resetCode',
      subject: 'Your code',
      body: 'Your code is 123456',
      createdAt: sentAt ?? now,
      sentAt,
      state,
    });
    const [sent, justSent, queued] = await db
      .insert(messagesOutbox)
      .values([message(ago(2 * HOUR_MS), 'sent'), message(ago(60_000), 'sent'), message(null, 'queued')])
      .returning({ id: messagesOutbox.id });
    await db.insert(chatLogs).values([
      { donorId: donor.id, startedAt: ago(100 * DAY_MS), stoppedAt: ago(95 * DAY_MS) },
      { donorId: donor.id, startedAt: ago(DAY_MS), stoppedAt: null },
    ]);
    await db.insert(dataExports).values([
      { donorId: donor.id, requestedAt: ago(9 * DAY_MS), readyAt: ago(9 * DAY_MS), expiresAt: ago(2 * DAY_MS), data: Buffer.from('zip') },
      {
        donorId: donor.id,
        requestedAt: ago(DAY_MS),
        readyAt: ago(DAY_MS),
        expiresAt: new Date(now.getTime() + 6 * DAY_MS),
        data: Buffer.from('zip'),
      },
    ]);
    const audit = (at: Date) => ({
      at,
      staffId: randomUUID(),
      role: 'admin' as const,
      clientAddress: '127.0.0.1',
      action: 'staff/findDonor',
    });
    await db.insert(auditLog).values([audit(ago(2191 * DAY_MS)), audit(ago(2189 * DAY_MS))]);
    // The operations API's keyed replies (24 hours), its events and their finished deliveries (90 days).
    const client = randomUUID();
    await db.insert(idempotencyKeys).values([
      { clientId: client, key: 'old', route: 'POST /api/ops/visits', bodyHash: 'h', createdAt: ago(25 * HOUR_MS) },
      { clientId: client, key: 'recent', route: 'POST /api/ops/visits', bodyHash: 'h', createdAt: ago(23 * HOUR_MS) },
    ]);
    const event = (occurredAt: Date) => ({ type: 'donor.registered' as const, occurredAt, data: { donorNumber: donor.donorNumber } });
    const [, recentEvent] = await db
      .insert(integrationEvents)
      .values([event(ago(91 * DAY_MS)), event(ago(89 * DAY_MS))])
      .returning({ id: integrationEvents.id });
    const delivery = (createdAt: Date, state: 'sent' | 'failed' | 'queued') => ({
      ...message(createdAt, state === 'queued' ? 'queued' : 'sent'),
      state,
      channel: 'webhook' as const,
      template: 'webhook',
      createdAt,
    });
    const [, waitingDelivery, recentDelivery] = await db
      .insert(messagesOutbox)
      .values([delivery(ago(91 * DAY_MS), 'failed'), delivery(ago(91 * DAY_MS), 'queued'), delivery(ago(89 * DAY_MS), 'sent')])
      .returning({ id: messagesOutbox.id });

    expect(await runRetention(db, now, t.config.auditRetentionDays)).toEqual({
      sessions: 1,
      codes: 1,
      resetTokens: 1,
      appLoginTokens: 0,
      // The sent e-mail and the recent webhook delivery (its event's data stays in integration_events until then).
      messagesScrubbed: 2,
      chatLogs: 1,
      exports: 1,
      auditEntries: 1,
      idempotencyKeys: 1,
      integrationEvents: 1,
      webhookDeliveries: 1,
    });
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.donorId, donor.id));
    expect(left.map((s) => s.id)).toEqual([liveSession?.id]);
    expect(left.map((s) => s.id)).not.toContain(oldSession?.id);
    const messages = await db.select().from(messagesOutbox);
    const byId = (id: string | undefined) => messages.find((m) => m.id === id);
    expect(byId(sent?.id)).toMatchObject({ body: SCRUBBED, subject: SCRUBBED, state: 'sent', destination: 'someone@test.example' });
    expect(byId(justSent?.id)?.body).toBe('Your code is 123456');
    expect(byId(queued?.id)?.body).toBe('Your code is 123456');
    expect(await db.select().from(auditLog)).toHaveLength(1);
    expect((await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key)).toEqual(['recent']);
    expect((await db.select({ id: integrationEvents.id }).from(integrationEvents)).map((row) => row.id)).toEqual([recentEvent?.id]);
    expect(byId(waitingDelivery?.id)?.state).toBe('queued');
    expect(byId(recentDelivery?.id)?.state).toBe('sent');
    // Outside the retention's own transaction the trail stays append-only.
    const refused = await db.delete(auditLog).then(
      () => null,
      (error: unknown) => error,
    );
    expect(String((refused as Error | null)?.cause ?? refused)).toContain('audit_log is append-only');

    expect(await runRetention(db, now, t.config.auditRetentionDays)).toEqual({
      sessions: 0,
      codes: 0,
      resetTokens: 0,
      appLoginTokens: 0,
      messagesScrubbed: 0,
      chatLogs: 0,
      exports: 0,
      auditEntries: 0,
      idempotencyKeys: 0,
      integrationEvents: 0,
      webhookDeliveries: 0,
    });
  });
});
