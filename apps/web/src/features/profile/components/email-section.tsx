import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { User } from '@portal/contract/entities/user';
import type { MessageKey } from '@portal/contract/messages/en';
import { requestEmailChange as requestContract } from '@portal/contract/services/profile/request-email-change';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEntry } from '../../../components/code-entry/code-entry';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { isGatewayError } from '../../../lib/gateway';
import { currentLanguage } from '../../../lib/i18n';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useRequestEmailChange } from '../api/request-email-change';

interface Pending {
  email: string;
  resendAt: number;
}

/** The e-mail changes only once a code sent to the NEW address comes back. */
export function EmailSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const { t: tm } = useTranslation('messages');
  const { showMessage } = useMessageModal();
  const showError = useErrorMessage();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [pending, setPending] = useState<Pending | null>(null);

  const send = (address: string) => {
    const params = { email: address, lang: currentLanguage(i18n) };
    const result = requestContract.params.safeParse(params);
    if (!result.success) return setError(tm((result.error.issues[0]?.message ?? 'emailInvalid') as MessageKey));
    setError(undefined);
    request.mutate(result.data, {
      onSuccess: (reply) => setPending({ email: result.data.email, resendAt: Date.now() + reply.resendAfterSeconds * 1000 }),
      onError: (failure) => (isGatewayError(failure) && failure.status === 400 ? setError(failure.message) : showError(failure)),
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request.isPending) send(email);
  };

  const onVerify = (code: string) => {
    if (!pending) return;
    setCodeError(undefined);
    confirm.mutate(
      { email: pending.email, code },
      {
        onSuccess: () => {
          setPending(null);
          setEmail('');
          showMessage({ kind: 'success', message: t('email.changed') });
        },
        onError: (failure) => (isGatewayError(failure) && failure.status === 400 ? setCodeError(failure.message) : showError(failure)),
      },
    );
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="profile-email-title">
      <Title order={2} size="h3" id="profile-email-title">
        {t('email.title')}
      </Title>
      <Text>{t('email.current', { email: user.primaryEmail ?? t('email.none') })}</Text>
      {pending ? (
        <Stack gap="sm">
          <Text>{t('email.codeSent', { email: pending.email })}</Text>
          <CodeEntry
            resendAt={pending.resendAt}
            onVerify={onVerify}
            onResend={() => send(pending.email)}
            verifying={confirm.isPending}
            resending={request.isPending}
            error={codeError}
            onTyping={() => setCodeError(undefined)}
          />
          <Group>
            <Button variant="subtle" color="gray" onClick={() => setPending(null)}>
              {t('email.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('email.new')}
              name="newEmail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(undefined);
              }}
              error={error}
            />
            <Group>
              <Button type="submit" loading={request.isPending}>
                {t('email.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
