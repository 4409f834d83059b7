import type { FieldError } from '@portal/contract/gateway';
import type { MessageKey } from '@portal/contract/messages/en';
import type { ZodError } from 'zod';
import { isGatewayError } from './gateway';

/** Field path (`phone.phoneNumber`) to the message shown under it, already in the donor's language. */
export type FormErrors = Partial<Record<string, string>>;

/**
 * The first issue of each field from the contract's own params schema (the same rules the server
 * applies); issue messages are keys of the shared catalogue, translated by `translate`.
 */
export function zodFieldErrors(error: ZodError, translate: (key: MessageKey) => string): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] === undefined) errors[path] = translate(issue.message as MessageKey);
  }
  return errors;
}

/** The server's 400 field errors (messages already in the donor's language), by field path. */
export function serverFieldErrors(fields: readonly FieldError[]): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) if (errors[field.path] === undefined) errors[field.path] = field.message;
  return errors;
}

/**
 * Field errors from a failed call, or null when the failure is not about the form's own fields
 * (`shown`: the field paths, or their first segment, that the form displays), so it goes to the modal.
 */
export function fieldErrorsOf(error: unknown, shown: readonly string[]): FormErrors | null {
  if (!isGatewayError(error)) return null;
  // The gateway names a param inside its envelope (`params.password`); the form knows it as `password`.
  const inForm = error.fields.map((field) => ({ ...field, path: field.path.replace(/^params\./, '') }));
  const fields = inForm.filter((field) => shown.includes(field.path) || shown.includes(field.path.split('.')[0] ?? ''));
  return fields.length === 0 ? null : serverFieldErrors(fields);
}
