import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { StaffPasskey } from '@portal/contract/entities/staff';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates/format-date-time';
import { isGatewayError } from '../../../../lib/gateway';
import { currentLanguage } from '../../../../lib/i18n';
import { passkeyFailureText, passkeysSupported } from '../../../../lib/webauthn-prompt';
import { ProgressLine, type Progress } from '../../../../components/progress-line/progress-line';
import { useAddStaffPasskey } from '../../api/passkeys/add-passkey';
import { useStaffPasskeys } from '../../api/passkeys/list-passkeys';
import { useRemoveStaffPasskey } from '../../api/passkeys/remove-passkey';

/**
 * "Passkeys", in the member's own security settings: a passkey answers the sign-in's second step instead of the
 * authenticator app's code. Lists them with when each was added and last used, adds one under a name, removes one
 * after a confirmation. Every step is said in a live region, so a screen reader hears the device prompt coming, the
 * result, or why it failed.
 */
export function StaffPasskeys() {
  const { t, i18n } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const language = currentLanguage(i18n);
  const passkeys = useStaffPasskeys();
  const add = useAddStaffPasskey();
  const remove = useRemoveStaffPasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>(null);

  const failure = (error: unknown): string =>
    passkeyFailureText(error, {
      alreadyOnDevice: t('passkeys.alreadyOnDevice'),
      cancelled: t('passkeys.cancelled'),
      network: tm('networkError'),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    setNameError(undefined);
    if (!name.trim()) {
      setNameError(tm('passkeyNameRequired'));
      return;
    }
    setProgress({ kind: 'status', text: t('passkeys.checking') });
    add.mutate(
      { name: name.trim(), onPrompt: () => setProgress({ kind: 'status', text: t('passkeys.prompt') }) },
      {
        onSuccess: (reply) => {
          setName('');
          setProgress({ kind: 'status', text: t('passkeys.added', { name: reply.passkey.name }) });
        },
        onError: (error) => {
          if (isGatewayError(error) && error.fields[0]) setNameError(error.fields[0].message);
          setProgress({ kind: 'alert', text: failure(error) });
        },
      },
    );
  };

  const removeOne = (passkey: StaffPasskey) => {
    remove.mutate(
      { passkeyId: passkey.id },
      {
        onSuccess: () => {
          setConfirming(null);
          setProgress({ kind: 'status', text: t('passkeys.removed', { name: passkey.name }) });
        },
        onError: (error) => setProgress({ kind: 'alert', text: failure(error) }),
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="staff-passkeys-title" data-testid="staff-passkeys">
      <Stack gap="md">
        <Title order={2} id="staff-passkeys-title">
          {t('passkeys.title')}
        </Title>
        <Text>{t('passkeys.intro')}</Text>
        <ProgressLine progress={progress} testId="staff-passkeys-progress" />
        {passkeys.isError ? (
          <Text role="alert">{t('passkeys.loadError')}</Text>
        ) : passkeys.isPending ? null : passkeys.data.passkeys.length === 0 ? (
          <Text c="dimmed">{t('passkeys.none')}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('passkeys.listLabel')}>
            {passkeys.data.passkeys.map((passkey) => (
              <Paper key={passkey.id} component="li" withBorder p="sm" radius="md" data-testid="staff-passkey-row">
                <Stack gap={4}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {passkey.name}
                  </Text>
                  <Text size="sm">{t('passkeys.addedOn', { when: formatDateTime(passkey.createdAt, language) })}</Text>
                  <Text size="sm">
                    {passkey.lastUsedAt
                      ? t('passkeys.lastUsed', { when: formatDateTime(passkey.lastUsedAt, language) })
                      : t('passkeys.neverUsed')}
                  </Text>
                  {confirming === passkey.id ? (
                    <Group gap="xs" mt={4} wrap="wrap">
                      <Text size="sm">{t('passkeys.confirmRemove', { name: passkey.name })}</Text>
                      <Button size="xs" color="red.9" loading={remove.isPending} onClick={() => removeOne(passkey)}>
                        {t('passkeys.confirmYes')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                        {t('passkeys.confirmNo')}
                      </Button>
                    </Group>
                  ) : (
                    <Group mt={4} gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setConfirming(passkey.id)}
                        aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                      >
                        {t('passkeys.remove')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        {passkeysSupported() ? (
          <form onSubmit={submit} noValidate aria-label={t('passkeys.addLabel')}>
            <Group gap="xs" align="end" wrap="wrap">
              <TextInput
                label={t('passkeys.name')}
                description={t('passkeys.nameHint')}
                maxLength={60}
                value={name}
                error={nameError}
                onChange={(event) => setName(event.currentTarget.value)}
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" loading={add.isPending}>
                {t('passkeys.add')}
              </Button>
            </Group>
          </form>
        ) : (
          <Text>{t('passkeys.unsupported')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
