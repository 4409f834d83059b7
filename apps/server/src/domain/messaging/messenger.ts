import type { Language } from '@portal/contract';
import type { MessageTemplateName, TextMessageName } from '@portal/contract/entities/message-templates';
import { pushMessageTexts, type PushMessageName, type PushPayload } from '@portal/contract/entities/push-messages';
import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import {
  messagesOutbox,
  pushSubscriptions,
  sessions,
  undeliverableAddresses,
  webhookEndpoints,
  type OutboxState,
} from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { noMetrics, type MessageChannel, type Metrics, type MessageOutcome } from '../../lib/metrics';
import { inSpan } from '../../lib/spans';
import { LEASE_MS, MAX_ATTEMPTS, WEBHOOK_MAX_ATTEMPTS, retryDelayMs, webhookRetryDelayMs } from './delivery-schedule';
import { fill, messageTemplatesAt, type MessageTemplates } from './message-texts';
import { DeliveryError, type SmsAdapter } from './sms';
import type { WebhookSender } from './webhooks';
import { unsubscribeKindOf, unsubscribeUrl } from './unsubscribe';
import type { PushAdapter } from './web-push';

interface Recipient {
  /** An e-mail address, a phone number with its country code (`+15125550111`), or a push subscription's id. */
  to: string;
  lang: Language;
  values: Record<string, string | number>;
  /**
   * One message per key: an action retried (a request sent twice, a job run again) does not queue the same message
   * twice. Unset: every call queues its message.
   */
  dedupeKey?: string | undefined;
  /** The campaign the message is sent for: the campaigns dashboard counts a campaign's messages by it (decision 065). */
  campaignId?: string | undefined;
}

/** A message to send: any by e-mail, a text message only of a message that has one (`hasTextMessage`). */
export type OutgoingMessage = Recipient &
  (
    | {
        channel: 'email';
        template: MessageTemplateName;
        /** The donor a campaign or offer e-mail goes to: it carries one-click unsubscribe for that kind (RFC 8058). */
        unsubscribe?: { donorId: string; publicUrl: string } | undefined;
      }
    | {
        channel: 'sms';
        template: TextMessageName;
        /** Not before then (a campaign's text in quiet hours, `earliestTextSendTime`): held in the outbox until then. */
        notBefore?: Date | undefined;
      }
    | {
        /** A push notification to one device (`to`: the `push_subscriptions` row), the texts of `pushMessageTexts`. */
        channel: 'push';
        template: PushMessageName;
        /** The portal's page the notification opens when tapped (`/appointments`). */
        openPath: string;
      }
  );

/**
 * What became of a message `send` was given: `sent` (the provider took it), `retrying` (a transient error: the outbox
 * job tries again), `refused` (refused for good, or to a destination known not to be deliverable), `kept` (no provider
 * for its channel: in the outbox only, as in the demo), `recorded` (in a transaction: tried once it commits), `duplicate`
 * (its dedupe key was used already).
 */
export type SendOutcome = 'sent' | 'retrying' | 'refused' | 'kept' | 'recorded' | 'duplicate';

export interface Messenger {
  /** Renders the message, records it in the outbox, then hands it to the provider when one is configured. */
  send(message: OutgoingMessage): Promise<SendOutcome>;
  /**
   * A messenger for one transaction: it records in the outbox through `db` (the transaction) and keeps the messages
   * until `deliver()`, called once the transaction has committed, so a call that rolls back sends nothing.
   */
  inTransaction(db: Db): { messenger: Messenger; deliver(): Promise<void> };
  /**
   * Hands over every message whose try is due (a retry, one whose sender stopped before handing it over, one whose
   * claim's lease has passed), oldest first, each claimed in the statement that finds it; answers how many were tried.
   */
  deliverDue(): Promise<number>;
  /**
   * Tries at once the `webhook` channel's due rows (the deliveries of events this process has just committed,
   * decision 057), oldest first, as `deliverDue` claims them; one run at a time: asked during a run, it runs once more
   * when that run ends. Answers how many were tried.
   */
  deliverWebhooks(): Promise<number>;
}

export interface MessengerOptions {
  db: Db;
  clock: Clock;
  brandName: string;
  /** `timeoutMs`: how long the SMTP server has to answer each step (connect, greeting, each command). */
  smtp?: { url: string; from: string; timeoutMs: number } | undefined;
  sms?: SmsAdapter | undefined;
  /** Delivers the `webhook` channel's rows (issue 31); without it they stay queued. */
  webhooks?: WebhookSender | undefined;
  /** Push notifications (VAPID configured); without it they stay in the outbox. */
  push?: PushAdapter | undefined;
  /** Signs the one-click unsubscribe links (the server's token secret); without it no e-mail carries one. */
  unsubscribeSecret?: string | undefined;
  /** Counts what becomes of each message; none by default. */
  metrics?: Metrics | undefined;
  /** The retry waits' jitter, in [0, 1); `Math.random` by default. */
  random?: (() => number) | undefined;
}

/** The messages that carry a one-time code: they never wait behind an older message to the same destination. */
const CODE_TEMPLATES: readonly MessageTemplateName[] = ['registrationCode', 'resetCode', 'emailChangeCode'];

/** Until when a text is held (a campaign's in quiet hours), or null: recorded whether or not a provider is configured. */
function heldUntil(message: OutgoingMessage, now: Date): Date | null {
  return message.channel === 'sms' && message.notBefore && message.notBefore > now ? message.notBefore : null;
}

/** After this many permanent refusals (SMTP 5xx) an e-mail address is not deliverable until the donor changes it. */
export const HARD_BOUNCES_UNTIL_UNDELIVERABLE = 3;

/** Messages one run of the delivery job tries at most; the next run (or a trigger) goes on. */
const BATCH = 200;

/** What of a delivery failure is stored: its kind and code, never the provider's text (which may echo the address). */
function failureReason(error: unknown): string {
  if (error instanceof DeliveryError) return error.code;
  if (!(error instanceof Error)) return 'unknown';
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name}: ${code}` : error.name;
}

/** An SMTP server's permanent refusal (a 5xx reply, RFC 5321 4.2.1) as a provider's refusal; any other error as it is. */
function smtpRefusal(error: unknown): unknown {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return new DeliveryError(String(responseCode), 'hard-bounce');
  }
  return error;
}

type Claimed = Pick<
  typeof messagesOutbox.$inferSelect,
  'id' | 'channel' | 'destination' | 'template' | 'subject' | 'body' | 'attempts' | 'listUnsubscribe' | 'openPath'
>;

/** A message's subject (a notification's title) and text, filled in in its language. */
function rendered(message: OutgoingMessage, texts: MessageTemplates, values: Record<string, string | number>) {
  if (message.channel === 'push') {
    const push = pushMessageTexts[message.lang][message.template];
    return { subject: fill(push.title, values), body: fill(push.body, values) };
  }
  const template = texts[message.lang][message.template];
  const body = message.channel === 'email' ? template.email : texts[message.lang][message.template].sms;
  return { subject: fill(template.subject, values), body: fill(body, values) };
}

export function createMessenger(options: MessengerOptions): Messenger {
  const { db, clock } = options;
  const metrics = options.metrics ?? noMetrics;
  const random = options.random ?? Math.random;
  const transport = options.smtp
    ? nodemailer.createTransport({
        url: options.smtp.url,
        connectionTimeout: options.smtp.timeoutMs,
        greetingTimeout: options.smtp.timeoutMs,
        socketTimeout: options.smtp.timeoutMs,
      })
    : null;
  const from = options.smtp ? { name: options.brandName, address: options.smtp.from } : null;
  /** The channels this process can hand messages to; a message on another stays `queued` without a next try. */
  const providers: MessageChannel[] = [
    ...(transport ? (['email'] as const) : []),
    ...(options.sms ? (['sms'] as const) : []),
    ...(options.webhooks ? (['webhook'] as const) : []),
    ...(options.push ? (['push'] as const) : []),
  ];

  /**
   * Sends a push message to its subscription while the device's session has not been signed out; a subscription gone
   * (deleted, its device signed out, or the push service answering 404 or 410) is deleted and the message undeliverable.
   */
  async function sendPush(push: PushAdapter, message: Claimed): Promise<null> {
    const [subscription] = await db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
      .where(and(eq(pushSubscriptions.id, message.destination), isNull(sessions.revokedAt)));
    if (!subscription) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, message.destination));
      throw new DeliveryError('subscription-gone', 'invalid-destination');
    }
    const payload: PushPayload = { title: message.subject, body: message.body, url: message.openPath ?? '/', tag: message.template };
    try {
      await push.send(subscription, JSON.stringify(payload));
    } catch (error) {
      if (error instanceof DeliveryError && error.refusal === 'invalid-destination') {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, message.destination));
      }
      throw error;
    }
    return null;
  }

  /** Hands the message to its provider and answers the provider's id for it; throws what the provider refused. */
  async function handToProvider(message: Claimed): Promise<string | null> {
    if (message.channel === 'email' && transport && from) {
      const unsubscribe = message.listUnsubscribe
        ? { 'List-Unsubscribe': `<${message.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined;
      // The span names the channel only: the address and the text stay out of traces.
      const info = await inSpan('smtp send', { 'portal.message.channel': 'email' }, () =>
        transport
          .sendMail({ from, to: message.destination, subject: message.subject, text: message.body, headers: unsubscribe })
          .catch((error: unknown) => {
            throw smtpRefusal(error);
          }),
      );
      return typeof info.messageId === 'string' ? info.messageId : null;
    }
    if (message.channel === 'sms' && options.sms) {
      return (await options.sms.send({ messageId: message.id, to: message.destination, text: message.body })).providerMessageId;
    }
    if (message.channel === 'webhook' && options.webhooks) {
      await options.webhooks.deliver({ messageId: message.id, endpointId: message.destination, body: message.body }, messenger);
      return null;
    }
    if (message.channel === 'push' && options.push) return sendPush(options.push, message);
    throw new Error(`no provider for ${message.channel}`);
  }

  /**
   * Claims the oldest due message matching `which`: `sending`, one more try, and a lease, in the statement that finds
   * it (`for update skip locked`), so two processes never claim the same message; a row still `sending` after its
   * lease (its process died) is due again. A message waits while an older one to the same destination is still on
   * its way (a code after a confirmation during an outage arrives after it, never before).
   */
  async function claimOne(which?: SQL): Promise<Claimed | null> {
    if (providers.length === 0) return null;
    const now = clock.now();
    const due = db
      .select({ id: messagesOutbox.id })
      .from(messagesOutbox)
      .where(
        and(
          inArray(messagesOutbox.state, ['queued', 'sending']),
          lte(messagesOutbox.nextAttemptAt, now),
          inArray(messagesOutbox.channel, providers),
          // A paused webhook endpoint's deliveries wait in the outbox until it is resumed.
          sql`(${messagesOutbox.channel} <> 'webhook' or not exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.id}::text = ${messagesOutbox.destination} and ${webhookEndpoints.pausedAt} is not null))`,
          // One destination's messages leave in the order they were made: none overtakes an older one still on its way.
          // Two exceptions: a code never waits (the donor is at the screen, and it expires), and a message held for
          // later (a campaign text in quiet hours, never tried yet) holds nothing up.
          sql`(${messagesOutbox.template} in (${sql.join(
            CODE_TEMPLATES.map((name) => sql`${name}`),
            sql`, `,
          )}) or not exists (select 1 from ${messagesOutbox} as older where older.destination = ${messagesOutbox.destination} and older.seq < ${messagesOutbox.seq} and older.state in ('queued', 'sending') and older.next_attempt_at is not null and not (older.attempts = 0 and older.next_attempt_at > ${now})))`,
          which,
        ),
      )
      .orderBy(asc(messagesOutbox.seq))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(messagesOutbox)
      .set({
        state: 'sending',
        attempts: sql`${messagesOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        stateChangedAt: now,
      })
      .where(inArray(messagesOutbox.id, due))
      .returning({
        id: messagesOutbox.id,
        channel: messagesOutbox.channel,
        destination: messagesOutbox.destination,
        template: messagesOutbox.template,
        subject: messagesOutbox.subject,
        body: messagesOutbox.body,
        attempts: messagesOutbox.attempts,
        listUnsubscribe: messagesOutbox.listUnsubscribe,
        openPath: messagesOutbox.openPath,
      });
    return row ?? null;
  }

  /** Counts a permanent refusal of an e-mail address; the third marks it not deliverable. */
  async function recordHardBounce(address: string, code: string, now: Date): Promise<void> {
    await db
      .insert(undeliverableAddresses)
      .values({ address, hardBounces: 1, lastBounceAt: now, lastCode: code })
      .onConflictDoUpdate({
        target: undeliverableAddresses.address,
        set: {
          hardBounces: sql`${undeliverableAddresses.hardBounces} + 1`,
          lastBounceAt: now,
          lastCode: code,
          undeliverableSince: sql`coalesce(${undeliverableAddresses.undeliverableSince}, case when ${undeliverableAddresses.hardBounces} + 1 >= ${HARD_BOUNCES_UNTIL_UNDELIVERABLE} then ${now.toISOString()}::timestamptz end)`,
        },
      });
  }

  /** One try of a claimed message, and what it leaves the row in: sent, waiting for its next try, or done for good. */
  async function tryClaimed(message: Claimed): Promise<MessageOutcome> {
    let outcome: MessageOutcome;
    let change: Partial<typeof messagesOutbox.$inferInsert>;
    try {
      const providerMessageId = await handToProvider(message);
      const now = clock.now();
      outcome = 'sent';
      change = { state: 'sent', sentAt: now, stateChangedAt: now, nextAttemptAt: null, error: null, providerMessageId };
    } catch (error) {
      const now = clock.now();
      const reason = failureReason(error);
      if (error instanceof DeliveryError && error.permanent) {
        // An SMTP 5xx fails this message; a refusal that rules the destination out (an opted-out or invalid number) makes it undeliverable.
        const state: OutboxState = error.refusal === 'hard-bounce' ? 'failed' : 'undeliverable';
        if (message.channel === 'email' && error.refusal === 'hard-bounce') await recordHardBounce(message.destination, error.code, now);
        outcome = state;
        change = { state, stateChangedAt: now, nextAttemptAt: null, error: reason };
      } else if (message.attempts >= (message.channel === 'webhook' ? WEBHOOK_MAX_ATTEMPTS : MAX_ATTEMPTS)) {
        outcome = 'failed';
        change = { state: 'failed', stateChangedAt: now, nextAttemptAt: null, error: reason };
      } else {
        outcome = 'retried';
        change = {
          state: 'queued',
          stateChangedAt: now,
          nextAttemptAt: new Date(
            now.getTime() + (message.channel === 'webhook' ? webhookRetryDelayMs : retryDelayMs)(message.attempts, random),
          ),
          error: reason,
        };
      }
    }
    await db.update(messagesOutbox).set(change).where(eq(messagesOutbox.id, message.id));
    metrics.messageHandedOver(message.channel, outcome);
    return outcome;
  }

  /** Renders and records the message with the texts in force (decision 035); answers its outbox row, or null when its dedupe key was already used. */
  async function record(tx: Db, message: OutgoingMessage, texts: MessageTemplates) {
    const values = { brand: options.brandName, ...message.values };
    const { subject, body } = rendered(message, texts, values);
    const now = clock.now();
    const kind = message.channel === 'email' ? unsubscribeKindOf(message.template) : null;
    const unsubscribe = message.channel === 'email' ? message.unsubscribe : undefined;
    const [undeliverable] =
      message.channel === 'email'
        ? await tx
            .select({ code: undeliverableAddresses.lastCode })
            .from(undeliverableAddresses)
            .where(and(eq(undeliverableAddresses.address, message.to), sql`${undeliverableAddresses.undeliverableSince} is not null`))
        : [];
    const deliverable = providers.includes(message.channel);
    const [row] = await tx
      .insert(messagesOutbox)
      .values({
        channel: message.channel,
        destination: message.to,
        language: message.lang,
        template: message.template,
        subject,
        body,
        openPath: message.channel === 'push' ? message.openPath : null,
        // The message log finds a donor's push messages by her id and names the device, after the subscription is gone too.
        ...(message.channel === 'push'
          ? {
              pushDonorId: sql`(select ${pushSubscriptions.donorId} from ${pushSubscriptions} where ${pushSubscriptions.id}::text = ${message.to})`,
              pushDeviceName: sql`(select ${pushSubscriptions.deviceName} from ${pushSubscriptions} where ${pushSubscriptions.id}::text = ${message.to})`,
            }
          : {}),
        createdAt: now,
        stateChangedAt: now,
        dedupeKey: message.dedupeKey,
        campaignId: message.campaignId ?? null,
        listUnsubscribe:
          kind && unsubscribe && options.unsubscribeSecret
            ? unsubscribeUrl(unsubscribe.publicUrl, options.unsubscribeSecret, unsubscribe.donorId, kind)
            : null,
        // Never tried: an address that keeps bouncing; a channel without a provider stays queued with no next try (the demo's outbox).
        ...(undeliverable
          ? { state: 'undeliverable' as const, error: `address-undeliverable: ${undeliverable.code}` }
          : { state: 'queued' as const, nextAttemptAt: heldUntil(message, now) ?? (deliverable ? now : null) }),
      })
      .onConflictDoNothing({ target: messagesOutbox.dedupeKey })
      .returning({ id: messagesOutbox.id, channel: messagesOutbox.channel, state: messagesOutbox.state });
    return row ?? null;
  }

  type Recorded = NonNullable<Awaited<ReturnType<typeof record>>>;

  /** Tries a message just committed at once; one another process took meanwhile is left to it. */
  async function handOver(one: Recorded | null): Promise<SendOutcome> {
    if (!one) return 'duplicate';
    if (one.state === 'undeliverable') return 'refused';
    metrics.messagesWaiting(one.channel, 1);
    try {
      const claimed = await claimOne(eq(messagesOutbox.id, one.id));
      if (!claimed) {
        if (providers.includes(one.channel)) return 'retrying';
        metrics.messageHandedOver(one.channel, 'kept');
        return 'kept';
      }
      const outcome = await tryClaimed(claimed);
      return outcome === 'sent' ? 'sent' : outcome === 'retried' ? 'retrying' : 'refused';
    } finally {
      metrics.messagesWaiting(one.channel, -1);
    }
  }

  /** Claims and tries the due messages matching `which`, one after the other, at most a batch. */
  async function deliverBatch(which?: SQL): Promise<number> {
    let tried = 0;
    for (; tried < BATCH; tried += 1) {
      const claimed = await claimOne(which);
      if (!claimed) break;
      await tryClaimed(claimed);
    }
    return tried;
  }

  let webhookRun: Promise<number> | null = null;
  let webhooksAskedAgain = false;

  const messenger: Messenger = {
    async send(message) {
      return handOver(await record(db, message, await messageTemplatesAt(db, clock.now())));
    },
    inTransaction(tx) {
      const recorded: (Recorded | null)[] = [];
      // Read once per transaction: a campaign's batch sends hundreds of messages with the same texts.
      let texts: Promise<MessageTemplates> | undefined;
      const bound: Messenger = {
        async send(message) {
          texts ??= messageTemplatesAt(tx, clock.now());
          recorded.push(await record(tx, message, await texts));
          return 'recorded';
        },
        inTransaction: messenger.inTransaction,
        deliverDue: messenger.deliverDue,
        deliverWebhooks: messenger.deliverWebhooks,
      };
      return {
        messenger: bound,
        async deliver() {
          // One after the other, in the order they were made.
          for (const one of recorded.splice(0)) await handOver(one);
        },
      };
    },
    deliverDue: () => deliverBatch(),
    deliverWebhooks() {
      if (webhookRun) {
        webhooksAskedAgain = true;
        return webhookRun;
      }
      webhookRun = (async () => {
        let tried = 0;
        do {
          webhooksAskedAgain = false;
          tried += await deliverBatch(eq(messagesOutbox.channel, 'webhook'));
        } while (webhooksAskedAgain);
        return tried;
      })().finally(() => {
        webhookRun = null;
      });
      return webhookRun;
    },
  };
  return messenger;
}
