import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { NewPasswordForm, PASSWORD_FIELDS } from '../../../components/new-password-form/new-password-form';
import { paths } from '../../../config/paths';
import { fieldErrorsOf, type FormErrors } from '../../../lib/form-errors';
import type { StoredRegistration } from '../../../lib/registration-step';
import { useSetRegistrationPassword } from '../api/set-password';
import { CancelRegistration } from '../components/cancel-registration';
import { RegistrationStepGuard } from '../components/registration-step-guard';
import { keepCompletedRegistration } from '../lib/completed-registration';
import { useRegistration } from '../lib/use-registration';

function SetPassword({ registration }: { registration: StoredRegistration }) {
  const { t } = useTranslation('registration');
  const showError = useErrorMessage();
  const { leave } = useRegistration();
  const setPassword = useSetRegistrationPassword();
  const [serverErrors, setServerErrors] = useState<FormErrors | undefined>();

  const onSubmit = (values: { password: string; confirmPassword: string }) =>
    setPassword.mutate(
      { registrationToken: registration.token, ...values },
      {
        onSuccess: (reply) => {
          keepCompletedRegistration(reply);
          // Finishing clears the stored step (spec 2.2).
          leave(paths.registerSuccess);
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, PASSWORD_FIELDS);
          if (fields) setServerErrors(fields);
          else showError(error);
        },
      },
    );

  return (
    <AuthCard title={t('password.title')} intro={t('password.intro')}>
      <Stack gap="md">
        <NewPasswordForm
          submitLabel={t('password.submit')}
          pending={setPassword.isPending}
          onSubmit={onSubmit}
          serverErrors={serverErrors}
        />
        <Group>
          <CancelRegistration />
        </Group>
      </Stack>
    </AuthCard>
  );
}

/** /register/settingpassword (an existing donor) and /register/set-password (a new pre-donor): the last step; only now does the account get its password. */
export function RegisterSetPasswordRoute() {
  return <RegistrationStepGuard>{(registration) => <SetPassword registration={registration} />}</RegistrationStepGuard>;
}
