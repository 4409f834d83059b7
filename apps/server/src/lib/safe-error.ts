/**
 * What of an error may be logged. Database errors carry the failed row's values (`detail`) and the
 * ORM's message carries the query's parameters: both can hold e-mails or phone numbers, so neither
 * reaches the log. Kept: the error's kind, codes, constraint, the message up to its parameters, the stack frames.
 */
export interface SafeError {
  name: string;
  message: string;
  code?: string;
  constraint?: string;
  frames: string[];
  cause?: SafeError;
}

const PARAMS_MARKER = /\nparams:[\s\S]*$/;

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { name: typeof error, message: 'non-error thrown', frames: [] };
  const withCodes = error as Error & { code?: unknown; constraint?: unknown };
  const safe: SafeError = {
    name: error.name,
    message: error.message.replace(PARAMS_MARKER, ''),
    frames: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 12)
      .map((line) => line.trim()),
  };
  if (typeof withCodes.code === 'string') safe.code = withCodes.code;
  if (typeof withCodes.constraint === 'string') safe.constraint = withCodes.constraint;
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
