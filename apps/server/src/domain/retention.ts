import { DAY_MS, HOUR_MS } from '@portal/contract';
import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client';
import {
  appLoginTokens,
  auditLog,
  chatLogs,
  dataExports,
  idempotencyKeys,
  integrationEvents,
  messagesOutbox,
  resetTokens,
  sessions,
  verificationCodes,
} from '../db/schema/index';

/** docs/privacy.md "Retention": how long each kind of record outlives its use. */
export const RETENTION = {
  /** Ended sessions (expired or signed out) stay this long, for a donor's "where am I signed in" and incident review. */
  endedSessionsDays: 30,
  /** Codes and tokens, once used or expired: a day, to answer "this code was already used". */
  usedCodesDays: 1,
  /** A sent message's text (codes, links) is scrubbed this long after sending; the delivery record stays. */
  sentMessageTextHours: 1,
  /** Chatbot conversations, from their end (or start, when never stopped). */
  chatLogDays: 90,
  /** An API client's keyed reply: a retry within this time gets it again (the operations API's document says so). */
  idempotencyKeyHours: 24,
  /** Events for the company's systems, and their finished webhook deliveries with their tries: the reconcile window. */
  integrationEventDays: 90,
} as const;

/** What a scrubbed message's subject and body read: the record stays, its codes and links are gone. */
export const SCRUBBED = '[removed after sending]';

export interface RetentionResult {
  sessions: number;
  codes: number;
  resetTokens: number;
  appLoginTokens: number;
  messagesScrubbed: number;
  chatLogs: number;
  exports: number;
  auditEntries: number;
  idempotencyKeys: number;
  integrationEvents: number;
  webhookDeliveries: number;
}

/**
 * The audit trail is append-only (its trigger, migration 0034): this transaction names the cutoff, and the trigger lets
 * only rows older than it go.
 */
async function auditEntriesBefore(tx: Db, cutoff: Date): Promise<number> {
  await tx.execute(sql`select set_config('portal.audit_retention_before', ${cutoff.toISOString()}, true)`);
  const deleted = await tx.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  await tx.execute(sql`select set_config('portal.audit_retention_before', '', true)`);
  return deleted.length;
}

/** An arbitrary but fixed key: one retention run holds it, any other finds it taken and skips. */
const RETENTION_LOCK = 340_034;

/**
 * The retention rules of docs/privacy.md, run by the daily job (issue 34). Each rule is a statement over rows past
 * their time by the injected clock, so a second run (or a run on another process) finds nothing left to do; a
 * transaction-scoped advisory lock keeps two runs from overlapping. Answers what each rule removed (null: another run held the lock).
 */
export async function runRetention(db: Db, now: Date, auditRetentionDays: number): Promise<RetentionResult | null> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`);
    if (!lock?.locked) return null;
    const ended = before(RETENTION.endedSessionsDays * DAY_MS);
    const used = before(RETENTION.usedCodesDays * DAY_MS);
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      sessions: await count(
        tx
          .delete(sessions)
          .where(or(lt(sessions.expiresAt, ended), lt(sessions.revokedAt, ended)))
          .returning({ id: sessions.id }),
      ),
      codes: await count(
        tx
          .delete(verificationCodes)
          .where(or(lt(verificationCodes.expiresAt, used), lt(verificationCodes.usedAt, used)))
          .returning({ id: verificationCodes.id }),
      ),
      resetTokens: await count(
        tx
          .delete(resetTokens)
          .where(or(lt(resetTokens.expiresAt, used), lt(resetTokens.usedAt, used)))
          .returning({ id: resetTokens.id }),
      ),
      appLoginTokens: await count(
        tx
          .delete(appLoginTokens)
          .where(or(lt(appLoginTokens.expiresAt, used), lt(appLoginTokens.usedAt, used)))
          .returning({ id: appLoginTokens.id }),
      ),
      messagesScrubbed: await count(
        tx
          .update(messagesOutbox)
          .set({ subject: SCRUBBED, body: SCRUBBED })
          .where(
            and(
              inArray(messagesOutbox.state, ['sent', 'delivered']),
              isNotNull(messagesOutbox.sentAt),
              lt(messagesOutbox.sentAt, before(RETENTION.sentMessageTextHours * HOUR_MS)),
              ne(messagesOutbox.body, SCRUBBED),
            ),
          )
          .returning({ id: messagesOutbox.id }),
      ),
      chatLogs: await count(
        tx
          .delete(chatLogs)
          .where(sql`coalesce(${chatLogs.stoppedAt}, ${chatLogs.startedAt}) < ${before(RETENTION.chatLogDays * DAY_MS)}`)
          .returning({ id: chatLogs.id }),
      ),
      exports: await count(tx.delete(dataExports).where(lt(dataExports.expiresAt, now)).returning({ id: dataExports.id })),
      auditEntries: await auditEntriesBefore(tx, before(auditRetentionDays * DAY_MS)),
      idempotencyKeys: await count(
        tx
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, before(RETENTION.idempotencyKeyHours * HOUR_MS)))
          .returning({ key: idempotencyKeys.key }),
      ),
      integrationEvents: await count(
        tx
          .delete(integrationEvents)
          .where(lt(integrationEvents.occurredAt, before(RETENTION.integrationEventDays * DAY_MS)))
          .returning({ id: integrationEvents.id }),
      ),
      // A delivery still waiting (queued, sending, or its endpoint paused) stays until it is done; its tries go with it.
      webhookDeliveries: await count(
        tx
          .delete(messagesOutbox)
          .where(
            and(
              eq(messagesOutbox.channel, 'webhook'),
              inArray(messagesOutbox.state, ['sent', 'delivered', 'failed', 'undeliverable']),
              lt(messagesOutbox.createdAt, before(RETENTION.integrationEventDays * DAY_MS)),
            ),
          )
          .returning({ id: messagesOutbox.id }),
      ),
    };
  });
}
