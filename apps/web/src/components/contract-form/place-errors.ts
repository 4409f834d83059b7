import type { FormErrors } from '@mantine/form';
import type { MessageKey } from '@portal/contract/messages/en';

/**
 * Where a form shows an error about one of the service's params: `phone.phoneNumber` under the phone
 * field, `savedLocationId` under the center picker. The values let a field move with the form's state.
 */
export type FieldOf<Values> = (paramPath: string, values: Values) => string;

export const sameField = (paramPath: string) => paramPath;

/** Errors keyed by param path, moved to the form's fields; a field keeps the first error it gets (`into` comes first). */
export function placeErrors<Values>(errors: FormErrors, values: Values, fieldOf: FieldOf<Values>, into: FormErrors = {}): FormErrors {
  const placed: FormErrors = { ...into };
  for (const [path, error] of Object.entries(errors)) {
    const field = fieldOf(path, values);
    if (placed[field] === undefined) placed[field] = error;
  }
  return placed;
}

/** The contract's issues carry message keys (spec 5 texts): shown in the donor's language. */
export function translateErrors(errors: FormErrors, translate: (key: MessageKey) => string): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, translate(key as MessageKey)]));
}

/** The errors that land on one of the form's own fields (its first segment is a form value), or null when none does. */
export function errorsOnFields(errors: FormErrors, fields: readonly string[]): FormErrors | null {
  const shown = Object.entries(errors).filter(([path]) => fields.includes(path.split('.')[0] ?? ''));
  return shown.length === 0 ? null : Object.fromEntries(shown);
}
