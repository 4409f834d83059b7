import { Button, Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import type { CodeChannel, StoredRegistration } from '../../../lib/registration-step';
import { useSendRegistrationCode } from '../api/send-code';
import { CancelRegistration } from '../components/cancel-registration';
import { RegistrationStepGuard } from '../components/registration-step-guard';
import { useRegistration } from '../lib/use-registration';

function ChooseChannel({ registration }: { registration: StoredRegistration }) {
  const { t, i18n } = useTranslation('registration');
  const showError = useErrorMessage();
  const { goTo } = useRegistration();
  const send = useSendRegistrationCode();
  const [channel, setChannel] = useState<CodeChannel>(registration.sent?.channel ?? registration.choices[0]?.channel ?? 'email');

  const submit = () => {
    const choice = registration.choices.find((item) => item.channel === channel);
    if (!choice || send.isPending) return;
    send.mutate(
      { registrationToken: registration.token, channel, lang: currentLanguage(i18n) },
      {
        onSuccess: (reply) =>
          goTo({
            ...registration,
            path: paths.registerVerify,
            sent: {
              channel: reply.channel,
              masked: reply.masked,
              resendAt: Date.now() + reply.resendAfterSeconds * 1000,
              ...(reply.textNotSent ? { textNotSent: true } : {}),
            },
          }),
        onError: showError,
      },
    );
  };

  return (
    <AuthCard title={t('users.title')} intro={t('users.intro')}>
      <Stack gap="md">
        <Radio.Group label={t('users.label')} value={channel} onChange={(value) => setChannel(value as CodeChannel)} name="channel">
          <Stack gap="xs" mt="xs">
            {registration.choices.map((choice) => (
              <Radio key={choice.channel} value={choice.channel} label={t(`users.${choice.channel}`, { masked: choice.masked })} />
            ))}
          </Stack>
        </Radio.Group>
        <Button size="md" onClick={submit} loading={send.isPending} disabled={registration.choices.length === 0}>
          {t('users.send')}
        </Button>
        <Group>
          <CancelRegistration />
        </Group>
      </Stack>
    </AuthCard>
  );
}

/** /register/users: where the 6-digit code goes, the e-mail or the phone on file (shown masked). */
export function RegisterUsersRoute() {
  return <RegistrationStepGuard>{(registration) => <ChooseChannel registration={registration} />}</RegistrationStepGuard>;
}
