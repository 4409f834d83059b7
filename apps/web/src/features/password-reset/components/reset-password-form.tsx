import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { NewPasswordForm, PASSWORD_FIELDS } from '../../../components/new-password-form/new-password-form';
import { paths } from '../../../config/paths';
import { fieldErrorsOf, type FormErrors } from '../../../lib/form-errors';
import { useSetNewPassword } from '../api/set-password';

/** The new password for a reset token (from a code or an e-mailed link); every session of the donor ends. */
export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation('password-reset');
  const showError = useErrorMessage();
  const navigate = useNavigate();
  const setPassword = useSetNewPassword();
  const [serverErrors, setServerErrors] = useState<FormErrors | undefined>();

  const onSubmit = (values: { password: string; confirmPassword: string }) =>
    setPassword.mutate(
      { resetToken, ...values },
      {
        onSuccess: () => void navigate(paths.setPasswordSuccess, { replace: true }),
        onError: (error) => {
          const fields = fieldErrorsOf(error, PASSWORD_FIELDS);
          if (fields) setServerErrors(fields);
          else showError(error);
        },
      },
    );

  return <NewPasswordForm submitLabel={t('set.submit')} pending={setPassword.isPending} onSubmit={onSubmit} serverErrors={serverErrors} />;
}
