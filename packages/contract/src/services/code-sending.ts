import { CODE_RESEND_WAIT_MS, CODE_SEND_WINDOW_MS, CODES_PER_ADDRESS, CODES_PER_DESTINATION } from '../constants';
import type { RateLimit } from '../gateway';

/**
 * Every service that sends a verification code (registration, password reset, e-mail change) shares these
 * counts: per destination, so one inbox or phone is not flooded, and per address, so one caller cannot
 * spray codes at many. First, each service's own resend wait: one code per destination in 5 minutes (its
 * bucket is the service, so each purpose waits on its own). `fields` names the params field holding the
 * destination; without it the server resolves the destination itself (a registration's code goes to the
 * e-mail or phone on file).
 */
export function codeSendingLimits<const Field extends string = never>(fields?: readonly Field[]): readonly RateLimit<NoInfer<Field>>[] {
  return [
    { scope: 'destination', windowMs: CODE_RESEND_WAIT_MS, budget: 1, refusal: 'codeResendWait', ...(fields ? { fields } : {}) },
    {
      scope: 'destination',
      bucket: 'codeSending',
      windowMs: CODE_SEND_WINDOW_MS,
      budget: CODES_PER_DESTINATION,
      ...(fields ? { fields } : {}),
    },
    { scope: 'address', bucket: 'codeSending', windowMs: CODE_SEND_WINDOW_MS, budget: CODES_PER_ADDRESS },
  ];
}
