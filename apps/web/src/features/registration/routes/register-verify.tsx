import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { CodeEntry } from '../../../components/code-entry/code-entry';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { paths } from '../../../config/paths';
import { isGatewayError } from '../../../lib/gateway';
import { currentLanguage } from '../../../lib/i18n';
import type { SentCode, StoredRegistration } from '../../../lib/registration-step';
import { useSendRegistrationCode } from '../api/send-code';
import { useVerifyRegistrationCode } from '../api/verify-code';
import { CancelRegistration } from '../components/cancel-registration';
import { RegistrationStepGuard } from '../components/registration-step-guard';
import { useRegistration } from '../lib/use-registration';

function VerifyCode({ registration, sent }: { registration: StoredRegistration; sent: SentCode }) {
  const { t, i18n } = useTranslation('registration');
  const showError = useErrorMessage();
  const { goTo } = useRegistration();
  const verify = useVerifyRegistrationCode();
  const resend = useSendRegistrationCode();
  const [error, setError] = useState<string | undefined>();

  const onVerify = (code: string) => {
    setError(undefined);
    verify.mutate(
      { registrationToken: registration.token, code },
      {
        // Spec 2.2 names both password steps: the existing donor's and the new pre-donor's.
        onSuccess: () =>
          goTo({ ...registration, path: registration.kind === 'predonor' ? paths.registerSetPassword : paths.registerSettingPassword }),
        // A wrong or badly formed code belongs under the field; anything else (expired registration…) in the modal.
        onError: (failure) => (isGatewayError(failure) && failure.status === 400 ? setError(failure.message) : showError(failure)),
      },
    );
  };

  const onResend = () =>
    resend.mutate(
      { registrationToken: registration.token, channel: sent.channel, lang: currentLanguage(i18n) },
      {
        onSuccess: (reply) =>
          goTo({
            ...registration,
            sent: { ...sent, resendAt: Date.now() + reply.resendAfterSeconds * 1000, textNotSent: reply.textNotSent === true },
          }),
        onError: showError,
      },
    );

  // A text the provider did not take: the code goes by e-mail instead, when the registration has an address.
  const email = sent.textNotSent ? registration.choices.find((choice) => choice.channel === 'email') : undefined;
  const onSendByEmail = () =>
    resend.mutate(
      { registrationToken: registration.token, channel: 'email', lang: currentLanguage(i18n) },
      {
        onSuccess: (reply) =>
          goTo({
            ...registration,
            sent: { channel: reply.channel, masked: reply.masked, resendAt: Date.now() + reply.resendAfterSeconds * 1000 },
          }),
        onError: showError,
      },
    );

  return (
    <AuthCard title={t('verify.title')} intro={t('verify.intro', { masked: sent.masked })}>
      <Stack gap="md">
        {sent.textNotSent ? (
          <Alert color="orange" role="status" title={t('verify.textNotSent', { masked: sent.masked })}>
            {email ? (
              <Button variant="outline" onClick={onSendByEmail} loading={resend.isPending}>
                {t('verify.sendByEmail', { masked: email.masked })}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        <CodeEntry
          resendAt={sent.resendAt}
          onVerify={onVerify}
          onResend={onResend}
          verifying={verify.isPending}
          resending={resend.isPending}
          error={error}
          onTyping={() => setError(undefined)}
        />
        {registration.choices.length > 1 ? (
          <Text size="sm">
            <Anchor component="button" type="button" onClick={() => goTo({ ...registration, path: paths.registerUsers })}>
              {t('verify.otherWay')}
            </Anchor>
          </Text>
        ) : null}
        <Group>
          <CancelRegistration />
        </Group>
      </Stack>
    </AuthCard>
  );
}

/** /register/verify: the 6-digit code, and a resend button that waits 5 minutes. */
export function RegisterVerifyRoute() {
  const { goTo } = useRegistration();
  const toChoice = useCallback((registration: StoredRegistration) => goTo({ ...registration, path: paths.registerUsers }), [goTo]);
  return (
    <RegistrationStepGuard>
      {(registration) =>
        registration.sent ? (
          <VerifyCode registration={registration} sent={registration.sent} />
        ) : (
          <RedirectToChoice registration={registration} onRedirect={toChoice} />
        )
      }
    </RegistrationStepGuard>
  );
}

/** No code sent yet: back to the choice of e-mail or phone (the stored step moves with it). */
function RedirectToChoice({
  registration,
  onRedirect,
}: {
  registration: StoredRegistration;
  onRedirect: (registration: StoredRegistration) => void;
}) {
  useEffect(() => onRedirect(registration), [registration, onRedirect]);
  return null;
}
