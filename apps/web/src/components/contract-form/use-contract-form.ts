import { useForm } from '@mantine/form';
import type { MessageKey } from '@portal/contract/messages/en';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../lib/form-errors';
import { contractValidator, errorsOnFields, placeErrors, sameField, type ContractCheck } from './contract-errors';

export interface ContractFormInput<Values, Schema extends z.ZodObject> extends ContractCheck<Values> {
  /** The service's params schema from the contract: the browser checks the very rules the server applies. */
  schema: Schema;
  initialValues: Values;
}

/**
 * A Mantine form checked by the contract's schema. `form.onSubmit(handler)` hands the handler the params
 * (validated, untransformed: the server parses them again); `showServerErrors` puts a 400's field errors
 * on the fields and says whether it did, so anything else goes to the message modal.
 */
export function useContractForm<Values extends Record<string, unknown>, Schema extends z.ZodObject>({
  schema,
  initialValues,
  ...check
}: ContractFormInput<Values, Schema>) {
  const { t } = useTranslation('messages');
  const form = useForm<Values, z.input<Schema>>({
    initialValues,
    validate: contractValidator(schema, (key: MessageKey) => t(key), check),
    // Only called once the validator has accepted these very params, so they are the service's input.
    transformValues: (values) => check.toParams(values) as z.input<Schema>,
  });

  const showServerErrors = (error: unknown): boolean => {
    const byParam = fieldErrorsOf(error, Object.keys(schema.shape));
    const shown = byParam && errorsOnFields(placeErrors(byParam, form.getValues(), check.fieldOf ?? sameField), Object.keys(initialValues));
    if (!shown) return false;
    form.setErrors(shown);
    return true;
  };

  /** A field's error for the portal's own inputs (phone, center picker, captcha), which take a string. */
  const errorOf = (field: string): string | undefined => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };

  /**
   * The form's submit handler sending its params through `mutation`: nothing while one is under way; a 400's field
   * errors go on the fields, any other failure to `showError` (the message modal).
   */
  const submitThrough = <Data>(
    mutation: {
      isPending: boolean;
      mutate: (params: z.input<Schema>, options: { onSuccess: (data: Data) => void; onError: (error: unknown) => void }) => void;
    },
    showError: (error: unknown) => void,
    onSuccess: (data: Data) => void = () => undefined,
  ) =>
    form.onSubmit((params) => {
      if (mutation.isPending) return;
      mutation.mutate(params, {
        onSuccess,
        onError: (error) => {
          if (!showServerErrors(error)) showError(error);
        },
      });
    });

  return { form, errorOf, showServerErrors, submitThrough };
}
