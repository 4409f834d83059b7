import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { useServiceMutation } from '../../../../lib/service-query';
import { staffSession } from '../../../../lib/staff-session';

/**
 * After the company provider signed the member in, the authenticator's code an admin requires of SSO members too
 * (`requireTotpForSso`): the ticket the callback handed over, and the code, start the session. An expired ticket sends
 * the member back to the provider's button.
 */
export function ProviderSecondFactor({ ticket, onSignedIn, onExpired }: { ticket: string; onSignedIn: () => void; onExpired: () => void }) {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const [code, setCode] = useState('');
  const complete = useServiceMutation('staff/completeProviderSignIn', {
    onSuccess: (reply) => {
      staffSession.start(reply.token);
      onSignedIn();
    },
    onError: (error) => {
      if (isGatewayError(error) && error.code === 'ssoFlowExpired') onExpired();
    },
  });
  const failure = complete.error
    ? isGatewayError(complete.error)
      ? (complete.error.fields[0]?.message ?? complete.error.message)
      : tm('networkError')
    : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        complete.mutate({ ticket, totpCode: code });
      }}
      noValidate
      aria-labelledby="sso-second-factor"
    >
      <Stack gap="md">
        <Text id="sso-second-factor" fw={600}>
          {t('login.ssoCode')}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('login.totpCode')}
          autoComplete="one-time-code"
          size="md"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoFocus
        />
        <Button type="submit" size="md" loading={complete.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
