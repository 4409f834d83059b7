import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import type { MessageKey } from '@portal/contract/messages/en';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../lib/form-errors';
import { errorsOnFields, placeErrors, sameField, translateErrors, type FieldOf } from './place-errors';

export interface ContractFormInput<Values, Schema extends z.ZodObject> {
  /** The service's params schema from the contract: the browser checks the very rules the server applies. */
  schema: Schema;
  initialValues: Values;
  /** The form's values as the service's params, exactly what the server parses. */
  toParams: (values: Values) => unknown;
  /** Where an issue about a param shows, when the form names or groups its fields differently. */
  fieldOf?: FieldOf<Values>;
  /** The screen's own rules for what is not a param (a state and city picked before the center); they win over the contract's. */
  rules?: (values: Values) => FormErrors;
}

/**
 * A Mantine form checked by the contract's schema. `form.onSubmit(handler)` hands the handler the params
 * (validated, untransformed: the server parses them again); `showServerErrors` puts a 400's field errors
 * on the fields and says whether it did, so anything else goes to the message modal.
 */
export function useContractForm<Values extends Record<string, unknown>, Schema extends z.ZodObject>({
  schema,
  initialValues,
  toParams,
  fieldOf = sameField,
  rules,
}: ContractFormInput<Values, Schema>) {
  const { t } = useTranslation('messages');
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<Values, z.input<Schema>>({
    initialValues,
    validate: (values) =>
      placeErrors(
        translateErrors(resolve(toParams(values)), (key: MessageKey) => t(key)),
        values,
        fieldOf,
        rules?.(values),
      ),
    // Only called once the resolver has accepted these very params, so they are the service's input.
    transformValues: (values) => toParams(values) as z.input<Schema>,
  });

  const showServerErrors = (error: unknown): boolean => {
    const byParam = fieldErrorsOf(error, Object.keys(schema.shape));
    const shown = byParam && errorsOnFields(placeErrors(byParam, form.getValues(), fieldOf), Object.keys(initialValues));
    if (!shown) return false;
    form.setErrors(shown);
    return true;
  };

  /** A field's error for the portal's own inputs (phone, center picker, captcha), which take a string. */
  const errorOf = (field: string): string | undefined => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };

  return { form, errorOf, showServerErrors };
}
