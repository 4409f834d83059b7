import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { BackToLogin } from '../components/back-to-login';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { CodeEntry } from '../../../components/code-entry/code-entry';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { paths } from '../../../config/paths';
import { isGatewayError } from '../../../lib/gateway';
import { currentLanguage } from '../../../lib/i18n';
import { useSendResetCode } from '../api/send-code';
import { useVerifyResetCode } from '../api/verify-code';
import { isCodeSentState, type CodeSentState, type VerifiedState } from '../components/reset-flow-state';

function VerifyResetCode({ sent }: { sent: CodeSentState }) {
  const { t, i18n } = useTranslation('password-reset');
  const showError = useErrorMessage();
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const resend = useSendResetCode();
  const [resendAt, setResendAt] = useState(sent.resendAt);
  const [error, setError] = useState<string | undefined>();

  const onVerify = (code: string) => {
    setError(undefined);
    verify.mutate(
      { username: sent.username, code },
      {
        onSuccess: (reply) => {
          const state: VerifiedState = { resetToken: reply.resetToken };
          void navigate(paths.forgetPasswordSetPassword, { state, replace: true });
        },
        onError: (failure) => (isGatewayError(failure) && failure.status === 400 ? setError(failure.message) : showError(failure)),
      },
    );
  };

  const onResend = () =>
    resend.mutate(
      { username: sent.username, lang: currentLanguage(i18n) },
      { onSuccess: (reply) => setResendAt(Date.now() + reply.resendAfterSeconds * 1000), onError: showError },
    );

  return (
    <AuthCard title={t('verify.title')} intro={t('verify.intro', { username: sent.username })}>
      <Stack gap="md">
        {sent.username.includes('@') ? null : <Text size="sm">{t('verify.textFallback')}</Text>}
        <CodeEntry
          resendAt={resendAt}
          onVerify={onVerify}
          onResend={onResend}
          verifying={verify.isPending}
          resending={resend.isPending}
          error={error}
          onTyping={() => setError(undefined)}
        />
        <BackToLogin />
      </Stack>
    </AuthCard>
  );
}

/** /forget-password/verify: the code sent by /forget-password (without it, back there). */
export function ForgetPasswordVerifyRoute() {
  const { state } = useLocation();
  if (!isCodeSentState(state)) return <Navigate to={paths.forgetPassword} replace />;
  return <VerifyResetCode sent={state} />;
}
