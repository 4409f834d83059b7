import type { Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { messagesOutbox } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { noMetrics, type Metrics } from '../../lib/metrics';
import { inSpan } from '../../lib/spans';
import { DeliveryError, type SmsAdapter } from './sms';
import type { MessageTemplateName, TextMessageName } from '@portal/contract/entities/message-templates';
import { fill, messageTemplatesAt, type MessageTemplates } from './message-texts';

interface Recipient {
  /** An e-mail address, or a phone number with its country code (`+15125550111`). */
  to: string;
  lang: Language;
  values: Record<string, string | number>;
}

/** A message to send: any by e-mail, a text message only of a message that has one (`hasTextMessage`). */
export type OutgoingMessage = Recipient &
  (
    | { channel: 'email'; template: MessageTemplateName }
    | {
        channel: 'sms';
        template: TextMessageName;
        /** Not before then (a campaign's text in quiet hours, `earliestTextSendTime`): kept queued until the outbox's job. */
        notBefore?: Date | undefined;
      }
  );

export interface Messenger {
  /** Renders the message, records it in the outbox, then hands it to the provider when one is configured. */
  send(message: OutgoingMessage): Promise<void>;
  /**
   * A messenger for one transaction: it records in the outbox through `db` (the transaction) and keeps the messages
   * until `deliver()`, called once the transaction has committed, so a call that rolls back sends nothing.
   */
  inTransaction(db: Db): { messenger: Messenger; deliver(): Promise<void> };
}

export interface MessengerOptions {
  db: Db;
  clock: Clock;
  brandName: string;
  smtp?: { url: string; from: string } | undefined;
  sms?: SmsAdapter | undefined;
  /** Counts what becomes of each message; none by default. */
  metrics?: Metrics | undefined;
}

/** What of a delivery failure is stored: its kind and code, never the provider's text (which may echo the address). */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name}: ${code}` : error.name;
}

export function createMessenger(options: MessengerOptions): Messenger {
  const transport = options.smtp ? nodemailer.createTransport(options.smtp.url) : null;
  const from = options.smtp ? { name: options.brandName, address: options.smtp.from } : null;

  /** Hands the message to its provider: answers what the provider calls it, or `null` when no provider is configured. */
  async function deliver(
    messageId: string,
    message: OutgoingMessage,
    subject: string,
    body: string,
  ): Promise<{ providerMessageId: string | null } | null> {
    if (message.channel === 'email') {
      if (!transport || !from) return null;
      // The span names the channel only: the address and the text stay out of traces.
      const info = await inSpan('smtp send', { 'portal.message.channel': 'email' }, () =>
        transport.sendMail({ from, to: message.to, subject, text: body }),
      );
      return { providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
    }
    if (!options.sms) return null;
    return options.sms.send({ messageId, to: message.to, text: body });
  }

  /** Renders and records the message with the texts in force (decision 035); answers its outbox row and text for the provider. */
  async function record(db: Db, message: OutgoingMessage, texts: MessageTemplates) {
    const language = texts[message.lang];
    const template = language[message.template];
    const values = { brand: options.brandName, ...message.values };
    const subject = fill(template.subject, values);
    const body = fill(message.channel === 'email' ? template.email : language[message.template].sms, values);
    const [row] = await db
      .insert(messagesOutbox)
      .values({
        channel: message.channel,
        destination: message.to,
        language: message.lang,
        template: message.template,
        subject,
        body,
        createdAt: options.clock.now(),
        nextAttemptAt: (message.channel === 'sms' ? message.notBefore : undefined) ?? null,
      })
      .returning({ id: messagesOutbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    return { id: row.id, message, subject, body };
  }

  type Recorded = Awaited<ReturnType<typeof record>>;

  const metrics = options.metrics ?? noMetrics;

  async function handOver({ id, message, subject, body }: Recorded): Promise<void> {
    if (message.channel === 'sms' && message.notBefore && message.notBefore > options.clock.now()) {
      metrics.messageHandedOver(message.channel, 'kept');
      metrics.messagesWaiting(message.channel, -1);
      return;
    }
    try {
      const accepted = await deliver(id, message, subject, body);
      if (accepted) {
        const now = options.clock.now();
        await options.db
          .update(messagesOutbox)
          .set({ sentAt: now, state: 'sent', stateChangedAt: now, attempts: 1, providerMessageId: accepted.providerMessageId })
          .where(eq(messagesOutbox.id, id));
        metrics.messageHandedOver(message.channel, 'sent');
      } else {
        metrics.messageHandedOver(message.channel, 'kept');
      }
    } catch (error) {
      metrics.messageHandedOver(message.channel, 'failed');
      // The donor can ask for the code again; the row says what went wrong for whoever runs the portal.
      // A permanent refusal (an opted-out or invalid number, the daily cap) is never tried again.
      const state = error instanceof DeliveryError && error.permanent ? 'undeliverable' : 'failed';
      await options.db
        .update(messagesOutbox)
        .set({ error: failureReason(error), state, stateChangedAt: options.clock.now(), attempts: 1 })
        .where(eq(messagesOutbox.id, id));
    } finally {
      metrics.messagesWaiting(message.channel, -1);
    }
  }

  /** Hands over committed messages one after the other; the rest of the batch waits meanwhile. */
  async function handOverAll(batch: readonly Recorded[]): Promise<void> {
    for (const one of batch) metrics.messagesWaiting(one.message.channel, 1);
    for (const one of batch) await handOver(one);
  }

  const messenger: Messenger = {
    async send(message) {
      await handOverAll([await record(options.db, message, await messageTemplatesAt(options.db, options.clock.now()))]);
    },
    inTransaction(db) {
      const recorded: Recorded[] = [];
      // Read once per transaction: a campaign's batch sends hundreds of messages with the same texts.
      let texts: Promise<MessageTemplates> | undefined;
      const bound: Messenger = {
        async send(message) {
          texts ??= messageTemplatesAt(db, options.clock.now());
          recorded.push(await record(db, message, await texts));
        },
        inTransaction: messenger.inTransaction,
      };
      return {
        messenger: bound,
        async deliver() {
          await handOverAll(recorded.splice(0));
        },
      };
    },
  };
  return messenger;
}
