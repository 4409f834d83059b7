import { z } from 'zod';
import type { MessageKey } from '../messages/en';

/**
 * The shared shapes of untrusted text and numbers. PostgreSQL refuses a NUL byte in `text` and `jsonb` and an
 * integer past 2³¹−1 in `integer`, and the other control characters only ever come from a hostile caller: the
 * contract refuses them all, so any input is a 400 naming the field, never a database error (issue 12).
 */

/**
 * No C0 control character (U+0000–U+001F), no DEL and no lone UTF-16 surrogate (PostgreSQL's `jsonb` refuses
 * `\ud800` without its pair, and an audit row or a revision stores the caller's text as JSON).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_TEXT = /^(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
/** The same, but a free text keeps its tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTI_LINE_TEXT = /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/**
 * One line of text up to `max` characters. `message` (a field's own spec text) names a missing or too long value;
 * a control character is always `textInvalid`, a case the spec's texts do not cover.
 */
export function safeText(max: number, message?: MessageKey) {
  return z.string(message).max(max, message).regex(SINGLE_LINE_TEXT, 'textInvalid');
}

/** A free text (a comment, an answer): line breaks and tabs allowed, other control characters refused. */
export function safeMultilineText(max: number, message?: MessageKey) {
  return z.string(message).max(max, message).regex(MULTI_LINE_TEXT, 'textInvalid');
}

/** An identifier the caller names (a document, news or promotion id, a code): trimmed, 1 to `max` characters. */
export function safeId(max = 100, message?: MessageKey) {
  return safeText(max, message).trim().min(1, message);
}

/** An integer that fits PostgreSQL's `integer` column. */
export function int32(message?: MessageKey) {
  return z.number(message).int(message).min(INT32_MIN, message).max(INT32_MAX, message);
}

/** A positive `integer` (a serial id: a location, a center). */
export function positiveInt32(message?: MessageKey) {
  return z.number(message).int(message).positive(message).max(INT32_MAX, message);
}

/** A count or an index: zero or more, within `integer`. */
export function nonNegativeInt32(message?: MessageKey) {
  return z.number(message).int(message).nonnegative(message).max(INT32_MAX, message);
}
