import { z } from 'zod';
import { defineRestRoute } from '../../gateway';

/** Twilio's message SIDs: `SM` (or `MM` for a picture message) and 32 hex digits. */
const messageSid = z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/, 'badRequest');

/** A phone number with its country code, as Twilio writes it (`+15125550111`). */
const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'phoneInvalid');

/** Every status Twilio reports of a message it sends; the portal records sent, delivered, undelivered and failed. */
export const twilioMessageStatuses = [
  'accepted',
  'scheduled',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'read',
  'canceled',
  'partially_delivered',
] as const;

/**
 * Twilio's webhooks (issue 30), form-encoded and signed with `X-Twilio-Signature` over `PUBLIC_URL` (or
 * `TWILIO_WEBHOOK_URL`) + the path and the form fields. Without Twilio configured (TWILIO_* and one of those addresses)
 * they are not served (404). Both answer TwiML.
 * `status`: a text's delivery status, matched to its outbox row by Twilio's SID (other fields Twilio sends are ignored).
 * `inbound`: a text sent to the portal's number by a donor or anyone: STOP, START and HELP in English and Spanish.
 */
export const twilioWebhookRoutes = {
  status: defineRestRoute({
    method: 'POST',
    url: '/api/sms/twilio/status',
    auth: 'webhook',
    personalData: true,
    bodyEncoding: 'form',
    bodyLimit: 16_384,
    body: z.object({
      MessageSid: messageSid,
      MessageStatus: z.enum(twilioMessageStatuses, 'badRequest'),
      ErrorCode: z
        .string()
        .regex(/^\d{1,6}$/, 'badRequest')
        .optional(),
    }),
    reply: 'xml',
  }),
  inbound: defineRestRoute({
    method: 'POST',
    url: '/api/sms/twilio/inbound',
    auth: 'webhook',
    personalData: true,
    bodyEncoding: 'form',
    bodyLimit: 16_384,
    body: z.object({
      MessageSid: messageSid,
      From: e164,
      Body: z.string().max(1_600, 'badRequest'),
    }),
    reply: 'xml',
  }),
};
