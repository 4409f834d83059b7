import { z } from 'zod';
import type { MessageKey } from '../messages/en';
import { emailSchema, phoneNumberSchema } from './fields';

export const referralShareTypes = ['email', 'phone'] as const;
export type ReferralShareType = (typeof referralShareTypes)[number];

/** The friend's address as sent: an e-mail, or the country code and number joined by '_' (spec 7). */
export type ShareDestination = { channel: 'email'; email: string } | { channel: 'phone'; countryCode: '1' | '52'; phoneNumber: string };

/**
 * Spec 5 "Referral": the four messages. Returns the destination, or the key of the message to show:
 * empty e-mail, invalid e-mail, empty phone, invalid phone.
 */
export function parseShareBody(shareType: ReferralShareType, shareBody: string): ShareDestination | MessageKey {
  const text = shareBody.trim();
  if (shareType === 'email') {
    if (text === '') return 'enterFriendEmail';
    const email = emailSchema.safeParse(text);
    return email.success ? { channel: 'email', email: email.data } : 'emailInvalid';
  }
  const [countryCode = '', number = '', ...rest] = text.split('_');
  if (number.trim() === '' && rest.length === 0) return 'enterFriendPhone';
  const phone = phoneNumberSchema.safeParse(number);
  if (rest.length > 0 || (countryCode !== '1' && countryCode !== '52') || !phone.success) return 'phoneInvalid';
  return { channel: 'phone', countryCode, phoneNumber: phone.data };
}

export const shareBodySchema = z.string('enterFriendEmail').max(300, 'emailInvalid');
export const shareTypeSchema = z.enum(referralShareTypes, 'selectType');
