/**
 * Where text messages go. A provider (Twilio, SNS, …) implements this; the portal ships none, so by
 * default a text message is only recorded in the outbox (and readable there in demo mode).
 */
export interface SmsAdapter {
  /** Delivers one text message; throws when the provider refuses it. */
  send(to: string, text: string): Promise<void>;
}
