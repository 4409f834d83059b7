import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { paths } from '../../../config/paths';
import { isVerifiedState } from '../components/reset-flow-state';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /forget-password/setpassword: the new password, after the code was verified. */
export function ForgetPasswordSetRoute() {
  const { t } = useTranslation('password-reset');
  const { state } = useLocation();
  if (!isVerifiedState(state)) return <Navigate to={paths.forgetPassword} replace />;
  return (
    <AuthCard title={t('set.title')}>
      <ResetPasswordForm resetToken={state.resetToken} />
    </AuthCard>
  );
}
