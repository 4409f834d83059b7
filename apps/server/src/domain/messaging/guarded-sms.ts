import { and, count, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messagesOutbox } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { numberOptedOut, optOutNumber } from '../consent-records';
import { DeliveryError, type SmsAdapter } from './sms';

export interface SmsGuardOptions {
  db: Db;
  clock: Clock;
  /** Texts one number may be handed to the provider within 24 hours, codes included. */
  dailyCap: number;
}

const DAY_MS = 86_400_000;

/** The codes stored on a row the guard refused: never the number, which the row already holds. */
export const OPTED_OUT_CODE = 'opted-out';
export const DAILY_CAP_CODE = 'daily-cap';

/**
 * Whatever the provider, a number that opted out is never sent a text (a permanent `opted-out` refusal, so the
 * outbox marks the row undeliverable), and no number is sent more than the daily cap (a `refused` one). A provider's
 * own opt-out refusal (Twilio's 21610: the donor texted STOP to Twilio's number first) is recorded as the number's
 * withdrawal, as a STOP sent to the portal is.
 */
export function guardedSms(options: SmsGuardOptions, provider: SmsAdapter): SmsAdapter {
  return {
    async send(message) {
      const now = options.clock.now();
      if (await numberOptedOut(options.db, message.to)) throw new DeliveryError(OPTED_OUT_CODE, 'opted-out');
      const [handed] = await options.db
        .select({ n: count() })
        .from(messagesOutbox)
        .where(
          and(
            eq(messagesOutbox.channel, 'sms'),
            eq(messagesOutbox.destination, message.to),
            inArray(messagesOutbox.state, ['sending', 'sent', 'delivered']),
            gt(messagesOutbox.createdAt, new Date(now.getTime() - DAY_MS)),
            ne(messagesOutbox.id, message.messageId),
          ),
        );
      if ((handed?.n ?? 0) >= options.dailyCap) throw new DeliveryError(DAILY_CAP_CODE, 'refused');
      try {
        return await provider.send(message);
      } catch (error) {
        if (error instanceof DeliveryError && error.refusal === 'opted-out') {
          await options.db.transaction((tx) => optOutNumber(tx, message.to, error.code, options.clock.now()));
        }
        throw error;
      }
    },
  };
}
