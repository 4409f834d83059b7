import { z } from 'zod';
import { defineRestRoute, okStatus } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/**
 * `POST /api/messages/unsubscribe?token=…` with the form `List-Unsubscribe=One-Click` (RFC 8058): what a mail client
 * posts when the donor presses "Unsubscribe" on a campaign or offer e-mail. The signed token names the donor and the
 * kind of e-mail; no sign-in, no cookie. Turns that kind of e-mail off, recorded as a withdrawal of consent.
 */
export const unsubscribeRoute = defineRestRoute({
  method: 'POST',
  url: '/api/messages/unsubscribe',
  auth: 'public',
  bodyEncoding: 'form',
  query: z.object({ token: safeText(200).min(1) }),
  body: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
  reply: z.object({ status: okStatus }),
  personalData: false,
});
