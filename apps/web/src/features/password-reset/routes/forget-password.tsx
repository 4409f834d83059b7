import { Button, Stack, TextInput } from '@mantine/core';
import type { MessageKey } from '@portal/contract/messages/en';
import { passwordResetSendCode } from '@portal/contract/services/password-reset/send-code';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackToLogin } from '../components/back-to-login';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { useSendResetCode } from '../api/send-code';
import type { CodeSentState } from '../components/reset-flow-state';

/** /forget-password: the e-mail or phone of the account; a code goes there (the answer is the same for any address). */
export function ForgetPasswordRoute() {
  const { t, i18n } = useTranslation('password-reset');
  const { t: tm } = useTranslation('messages');
  const showError = useErrorMessage();
  const navigate = useNavigate();
  const send = useSendResetCode();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const params = { username, lang: currentLanguage(i18n) };
    const result = passwordResetSendCode.params.safeParse(params);
    if (!result.success) return setError(tm((result.error.issues[0]?.message ?? 'phoneOrEmailRequired') as MessageKey));
    setError(undefined);
    send.mutate(result.data, {
      onSuccess: (reply) => {
        const state: CodeSentState = { username: result.data.username, resendAt: Date.now() + reply.resendAfterSeconds * 1000 };
        void navigate(paths.forgetPasswordVerify, { state });
      },
      onError: showError,
    });
  };

  return (
    <AuthCard title={t('start.title')} intro={t('start.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('start.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => {
              setUsername(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            size="md"
          />
          <Button type="submit" size="md" loading={send.isPending}>
            {t('start.submit')}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
}
