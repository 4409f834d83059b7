import type { z } from 'zod';
import { useContractForm, type ContractFormInput } from '../../../components/contract-form/use-contract-form';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { paths } from '../../../config/paths';
import type { CodeChoice, RegistrationKind } from '../../../lib/registration-step';
import { useRegistration } from '../lib/use-registration';

interface RegistrationStarted {
  registrationToken: string;
  choices: CodeChoice[];
}

/** The start call's mutation (`useStartPredonor()`, `useLookupDonor()`), as far as this hook uses it. */
interface StartMutation<Params> {
  mutate: (params: Params, callbacks: { onSuccess: (reply: RegistrationStarted) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

interface RegistrationStartInput<Values, Schema extends z.ZodObject> extends ContractFormInput<Values, Schema> {
  kind: RegistrationKind;
  start: StartMutation<z.input<Schema>>;
  /** Runs before a failure is shown (a spent captcha is replaced). */
  onFailed?: () => void;
  /** Takes a failure that leads elsewhere instead of to the message modal; true when it did. */
  redirectFailure?: (error: unknown) => boolean;
}

/**
 * The first step of both registrations (`/register/new`, `/register/existing`): the contract-checked form,
 * then the start call; its token and code choices take the donor to /register/users. A 400's field errors
 * land on their fields, any other failure shows in the message modal.
 */
export function useRegistrationStart<Values extends Record<string, unknown>, Schema extends z.ZodObject>({
  kind,
  start,
  onFailed,
  redirectFailure,
  ...input
}: RegistrationStartInput<Values, Schema>) {
  const { goTo } = useRegistration();
  const showError = useErrorMessage();
  const { form, errorOf, showServerErrors } = useContractForm(input);
  const submit = form.onSubmit((params) => {
    if (start.isPending) return;
    start.mutate(params, {
      onSuccess: (reply) => goTo({ path: paths.registerUsers, token: reply.registrationToken, kind, choices: reply.choices, sent: null }),
      onError: (error) => {
        onFailed?.();
        if (redirectFailure?.(error)) return;
        if (!showServerErrors(error)) showError(error);
      },
    });
  });
  return { form, errorOf, submit };
}
