/**
 * Where text messages go. A provider (Twilio, …) implements this; without one, a text message is only recorded in the
 * outbox (and readable there in demo mode).
 */
export interface SmsAdapter {
  /**
   * Hands one text message to the provider and answers the provider's id for it (its delivery status arrives later,
   * by webhook, under that id). Throws a `DeliveryError` when the provider refuses it; any other error (a timeout, a
   * refused connection) is transient and the message is tried again.
   */
  send(message: SmsToSend): Promise<{ providerMessageId: string }>;
}

export interface SmsToSend {
  /** The outbox row's id: the provider's status callbacks are matched to it through `providerMessageId`. */
  messageId: string;
  /** A phone number with its country code (`+15125550111`). */
  to: string;
  text: string;
}

/** Why a provider refused a message for good: the outbox marks it `undeliverable` and never tries it again. */
export type PermanentRefusal = 'opted-out' | 'invalid-destination' | 'hard-bounce' | 'refused';

/**
 * A provider's refusal. `permanent` refusals are not retried (an invalid number, an opted-out number, a hard bounce);
 * the others are retried with backoff. `code` is the provider's error code (Twilio's `21610`, an SMTP `550`): it is
 * stored and shown to donor care, never the provider's text, which may echo the destination.
 */
export class DeliveryError extends Error {
  constructor(
    readonly code: string,
    readonly refusal: PermanentRefusal | null,
  ) {
    super(`the provider refused the message (${code})`);
    this.name = 'DeliveryError';
  }

  get permanent(): boolean {
    return this.refusal !== null;
  }
}
