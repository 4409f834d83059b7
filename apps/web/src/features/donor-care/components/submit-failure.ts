import { isGatewayError } from '../../../lib/gateway';

/**
 * Spec 8 "Donor-care submit": the server's message when it answered (or when no reply came, status 0),
 * otherwise 'Trd party auth error' (the given fallback text).
 */
export function submitFailureMessage(error: unknown, fallback: string): string {
  return isGatewayError(error) && error.message ? error.message : fallback;
}
