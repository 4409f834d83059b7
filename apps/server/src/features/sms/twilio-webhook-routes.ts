import type { Language } from '@portal/contract';
import type { twilioWebhookRoutes } from '@portal/contract/services/sms/twilio-webhooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { donors, messagesOutbox, type OutboxState } from '../../db/schema/index';
import { optInNumber, optOutNumber } from '../../domain/consent-records';
import type { RestRoutes, RestServices } from '../../plugins/calls/rest-route';
import { keywordOf, keywordReply, twiml } from './sms-keywords';

/** Twilio's webhooks exist where Twilio is configured and PUBLIC_URL (or TWILIO_WEBHOOK_URL) says what address it signs. */
function twilioConfigured(services: RestServices): boolean {
  return Boolean(services.config.twilioAccountSid && services.config.twilioAuthToken && services.config.twilioWebhookUrl);
}

/** Twilio's status → the outbox's state, and the states it may follow (a late `sent` never undoes `delivered`). */
const STATUS_MOVES: Partial<Record<string, { to: OutboxState; from: readonly OutboxState[] }>> = {
  sent: { to: 'sent', from: ['queued', 'sending', 'sent'] },
  delivered: { to: 'delivered', from: ['queued', 'sending', 'sent', 'failed'] },
  undelivered: { to: 'failed', from: ['queued', 'sending', 'sent'] },
  failed: { to: 'failed', from: ['queued', 'sending', 'sent'] },
};

/** Twilio's code for a number that replied STOP to Twilio itself: the same withdrawal as a STOP sent to the portal. */
const UNSUBSCRIBED = '21610';

async function donorLanguage(services: RestServices, phone: string): Promise<Language | null> {
  const [row] = await services.db
    .select({ language: donors.language })
    .from(donors)
    .where(sql`'+' || ${donors.phoneCountryCode} || ${donors.phoneNumber} = ${phone}`)
    .limit(1);
  return row?.language ?? null;
}

export const twilioWebhookRoutesHandlers: RestRoutes<typeof twilioWebhookRoutes> = {
  status: (services) => {
    if (!twilioConfigured(services)) return null;
    return async ({ body }) => {
      const move = STATUS_MOVES[body.MessageStatus];
      if (move) {
        const now = services.clock.now();
        const failed = move.to === 'failed';
        await services.db.transaction(async (tx) => {
          const [row] = await tx
            .update(messagesOutbox)
            .set({
              state: move.to,
              stateChangedAt: now,
              ...(failed ? { error: `${body.MessageStatus}: ${body.ErrorCode ?? 'unknown'}` } : {}),
            })
            .where(and(eq(messagesOutbox.providerMessageId, body.MessageSid), inArray(messagesOutbox.state, [...move.from])))
            .returning({ destination: messagesOutbox.destination });
          if (row && failed && body.ErrorCode === UNSUBSCRIBED) await optOutNumber(tx, row.destination, UNSUBSCRIBED, now);
        });
      }
      // Twilio needs only a 2xx; an unknown SID (another system's text) is answered the same, and changes nothing.
      return { xml: twiml(null) };
    };
  },
  inbound: (services) => {
    if (!twilioConfigured(services)) return null;
    return async ({ body }) => {
      const found = keywordOf(body.Body);
      if (!found) return { xml: twiml(null) };
      const now = services.clock.now();
      if (found.action === 'opt-out') await services.db.transaction((tx) => optOutNumber(tx, body.From, found.keyword, now));
      if (found.action === 'opt-in') await services.db.transaction((tx) => optInNumber(tx, body.From, now));
      const lang = (await donorLanguage(services, body.From)) ?? found.lang;
      const text = keywordReply(found.action, lang, { brand: services.config.brandName, phone: services.config.smsHelpPhone });
      return { xml: twiml(text) };
    };
  },
};
