import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import type { MessageKey } from '../messages/en';
import { SINGLE_LINE_TEXT } from './safe-input';

/**
 * Field rules of spec 5. Each failure's message is a key of the shared message catalogue
 * (`messages/en.ts`), so the browser and the server show the same words in the donor's language.
 */
const msg = (key: MessageKey) => key;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailSchema = z
  .string(msg('emailInvalid'))
  .trim()
  .toLowerCase()
  .max(254, msg('emailInvalid'))
  .regex(EMAIL_PATTERN, msg('emailInvalid'))
  .regex(SINGLE_LINE_TEXT, msg('emailInvalid'));

export const donorNumberSchema = z
  .string(msg('donorNumberInvalid'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Za-z0-9]{7,8}$/, msg('donorNumberInvalid'));

export const phoneNumberSchema = z
  .string(msg('phoneInvalid'))
  .trim()
  .regex(/^\d{9,11}$/, msg('phoneInvalid'));

/** Keeps only digits: the phone input accepts numeric text only (spec 5). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

export const passwordSchema = z
  .string(msg('passwordInvalid'))
  .min(PASSWORD_MIN_LENGTH, msg('passwordInvalid'))
  .max(PASSWORD_MAX_LENGTH, msg('passwordInvalid'))
  .regex(/\d/, msg('passwordInvalid'))
  .regex(/[A-Z]/, msg('passwordInvalid'))
  .regex(/[a-z]/, msg('passwordInvalid'));

/**
 * Spec 5 "Date": 10 characters once spaces are removed, digits with '/' or '-', valid as MM-DD-YYYY.
 * Returns the ISO date (YYYY-MM-DD) or null.
 */
export function parseUsDate(text: string): string | null {
  const compact = text.replace(/\s/g, '');
  const match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(compact);
  if (!match) return null;
  const [, mm, dd, yyyy] = match as unknown as [string, string, string, string];
  const month = Number(mm);
  const day = Number(dd);
  const year = Number(yyyy);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** A date typed as MM-DD-YYYY (or MM/DD/YYYY), parsed to YYYY-MM-DD. */
export const usDateSchema = z.string(msg('dateInvalid')).transform((text, ctx) => {
  const iso = parseUsDate(text);
  if (iso === null) {
    ctx.addIssue({ code: 'custom', message: msg('dateInvalid') });
    return z.NEVER;
  }
  return iso;
});
