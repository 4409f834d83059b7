import type { FieldError, MessageKey } from '@portal/contract';

/**
 * A failure a handler or the gateway reports to the caller: an HTTP status, a catalogue key
 * for the message (sent in the caller's language), and optionally the fields at fault.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageKey,
    readonly values: Record<string, string | number> = {},
    readonly extra: { fields?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(code);
    this.name = 'ServiceError';
  }
}
