import { schemaResolver, type FormErrors } from '@mantine/form';
import type { MessageKey } from '@portal/contract/messages/en';
import type { z } from 'zod';

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

export interface ContractCheck<Values> {
  /** The form's values as the service's params, exactly what the server parses. */
  toParams: (values: Values) => unknown;
  /** Where an issue about a param shows, when the form names or groups its fields differently. */
  fieldOf?: FieldOf<Values> | undefined;
  /** The screen's own rules for what is not a param (a state and city picked before the center); they win over the contract's. */
  rules?: ((values: Values) => FormErrors) | undefined;
}

/**
 * The form's validate function: Mantine's Standard Schema resolver over the contract's params schema (the
 * rules the server applies), its message keys translated, each issue moved to the field that shows it.
 */
export function contractValidator<Values>(
  schema: z.ZodType,
  translate: (key: MessageKey) => string,
  { toParams, fieldOf = sameField, rules }: ContractCheck<Values>,
): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => placeErrors(translateErrors(resolve(toParams(values)), translate), values, fieldOf, rules?.(values));
}
