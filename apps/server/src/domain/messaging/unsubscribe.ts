import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MessageTemplateName } from '@portal/contract/entities/message-templates';

/** The kinds of e-mail a donor can turn off from the message itself (her communication choices' names). */
export type UnsubscribeKind = 'promotions' | 'reminders';

/** The e-mails that carry one-click unsubscribe (RFC 8058), and which of her choices each one turns off. */
const unsubscribeKinds: Partial<Record<MessageTemplateName, UnsubscribeKind>> = {
  campaign: 'promotions',
  waitlistOffer: 'reminders',
};

/** The kind of e-mail a message is, when the donor can turn that kind off from it. */
export function unsubscribeKindOf(template: MessageTemplateName): UnsubscribeKind | null {
  return unsubscribeKinds[template] ?? null;
}

/** The path the one-click POST goes to; the token rides in the query, as mail clients post an empty form. */
export const UNSUBSCRIBE_PATH = '/api/messages/unsubscribe';

function signature(secret: string, payload: string): string {
  return createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');
}

/**
 * A token naming one donor and one kind of e-mail, signed with the server's secret: it never expires (an old campaign's
 * link must still work) and only ever turns that kind off, so it needs no sign-in.
 */
export function unsubscribeToken(secret: string, donorId: string, kind: UnsubscribeKind): string {
  const payload = `${donorId}.${kind}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The donor and kind a token names, or null for one this server did not sign. */
export function readUnsubscribeToken(secret: string, token: string): { donorId: string; kind: UnsubscribeKind } | null {
  const [donorId, kind, given = ''] = token.split('.');
  if (!donorId || (kind !== 'promotions' && kind !== 'reminders')) return null;
  const expected = Buffer.from(signature(secret, `${donorId}.${kind}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { donorId, kind };
}

/** The `List-Unsubscribe` address of a donor's e-mail of that kind. */
export function unsubscribeUrl(publicUrl: string, secret: string, donorId: string, kind: UnsubscribeKind): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(secret, donorId, kind))}`;
}
