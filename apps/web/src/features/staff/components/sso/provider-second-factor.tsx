import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { useServiceMutation } from '../../../../lib/service-query';
import { staffSession } from '../../../../lib/staff-session';
import { passkeyFailureText } from '../../../../lib/webauthn-prompt';
import { ProgressLine, type Progress } from '../../../../components/progress-line/progress-line';
import { completeProviderSignInWithPasskey } from '../../api/passkeys/sign-in-with-passkey';

/** What the member may answer the owed second factor with, as the provider's callback named them (`ssoFactors`). */
export interface OwedFactors {
  totp: boolean;
  passkey: boolean;
}

/**
 * After the company provider signed the member in, the second factor an admin requires of SSO members too
 * (`requireTotpForSso`): the ticket the callback handed over, and the authenticator's code or the member's passkey,
 * start the session. An expired ticket sends the member back to the provider's button.
 */
export function ProviderSecondFactor({
  ticket,
  factors,
  onSignedIn,
  onExpired,
}: {
  ticket: string;
  factors: OwedFactors;
  onSignedIn: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const [code, setCode] = useState('');
  const [passkeyProgress, setPasskeyProgress] = useState<Progress>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const complete = useServiceMutation('staff/completeProviderSignIn', {
    onSuccess: (reply) => {
      staffSession.start(reply.token);
      onSignedIn();
    },
    onError: (error) => {
      if (isGatewayError(error) && error.code === 'ssoFlowExpired') onExpired();
    },
  });
  const usePasskey = () => {
    complete.reset();
    setPasskeyPending(true);
    setPasskeyProgress(null);
    completeProviderSignInWithPasskey(ticket, () => setPasskeyProgress({ kind: 'status', text: t('login.passkeyPrompt') }))
      .then((reply) => {
        staffSession.start(reply.token);
        onSignedIn();
      })
      .catch((error: unknown) => {
        if (isGatewayError(error) && error.code === 'ssoFlowExpired') onExpired();
        setPasskeyProgress({
          kind: 'alert',
          text: passkeyFailureText(error, { cancelled: t('login.passkeyCancelled'), network: tm('networkError') }),
        });
      })
      .finally(() => setPasskeyPending(false));
  };
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
          {factors.passkey ? t('login.ssoSecondFactor') : t('login.ssoCode')}
        </Text>
        {factors.passkey ? (
          <>
            <ProgressLine progress={passkeyProgress} />
            <Button variant="light" size="md" onClick={usePasskey} loading={passkeyPending} autoFocus={!factors.totp}>
              {t('login.usePasskey')}
            </Button>
          </>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {factors.totp ? (
          <>
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
          </>
        ) : null}
      </Stack>
    </form>
  );
}
