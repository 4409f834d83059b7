import { Badge, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PasskeySummary } from '@portal/contract/entities/passkey';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deviceName } from '../../../lib/device-name';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { isGatewayError } from '../../../lib/gateway';
import { passkeyFailureText, passkeysSupported } from '../../../lib/webauthn-prompt';
import { ProgressLine, type Progress } from '../../../components/progress-line/progress-line';
import { currentLanguage } from '../../../lib/i18n';
import { useAddPasskey } from '../../passkeys/api/add-passkey';
import { usePasskeys } from '../../passkeys/api/list-passkeys';
import { useRemovePasskey } from '../../passkeys/api/remove-passkey';
import { useRenamePasskey } from '../../passkeys/api/rename-passkey';

/**
 * "Passkeys": the donor's passkeys with where and when each was added and last used, a way to rename and remove each, and a
 * form that adds one after she confirms her password. Every step is said in a live region, so a screen reader hears
 * the device prompt coming, the result, or why it failed. A `?passkey=<id>` link (from the e-mail sent when one is
 * added) opens that passkey's removal.
 */
export function PasskeysSection() {
  const { t, i18n } = useTranslation('profile');
  const { t: tm } = useTranslation('messages');
  const language = currentLanguage(i18n);
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const rename = useRenamePasskey();
  const [renaming, setRenaming] = useState<{ id: string; name: string; error?: string } | null>(null);
  const [searchParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | null>(searchParams.get('passkey'));
  const [progress, setProgress] = useState<Progress>(null);
  const supported = passkeysSupported();

  const failure = (error: unknown): string =>
    passkeyFailureText(error, {
      alreadyOnDevice: t('passkeys.alreadyOnDevice'),
      cancelled: t('passkeys.cancelled'),
      network: tm('networkError'),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    setPasswordError(undefined);
    setProgress({ kind: 'status', text: t('passkeys.checking') });
    add.mutate(
      {
        currentPassword: password,
        name: name.trim() || deviceName(navigator.userAgent) || t('passkeys.defaultName'),
        onPrompt: () => setProgress({ kind: 'status', text: t('passkeys.prompt') }),
      },
      {
        onSuccess: (reply) => {
          setAdding(false);
          setName('');
          setPassword('');
          setProgress({ kind: 'status', text: t('passkeys.added', { name: reply.passkey.name }) });
        },
        onError: (error) => {
          if (isGatewayError(error) && error.status === 400 && error.code === 'currentPasswordWrong') setPasswordError(error.message);
          setProgress({ kind: 'alert', text: failure(error) });
        },
      },
    );
  };

  const removeOne = (passkey: PasskeySummary) => {
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

  const saveName = (event: FormEvent<HTMLFormElement>, passkey: PasskeySummary) => {
    event.preventDefault();
    if (!renaming || rename.isPending) return;
    rename.mutate(
      { passkeyId: passkey.id, name: renaming.name },
      {
        onSuccess: (reply) => {
          setRenaming(null);
          setProgress({ kind: 'status', text: t('passkeys.renamed', { name: reply.passkey.name }) });
        },
        onError: (error) =>
          isGatewayError(error) && error.status === 400
            ? setRenaming({ ...renaming, error: error.fields[0]?.message ?? error.message })
            : setProgress({ kind: 'alert', text: failure(error) }),
      },
    );
  };

  const where = (device: string | null) => (device ? device : t('passkeys.unknownDevice'));

  return (
    <Stack gap="md" component="section" aria-labelledby="passkeys" data-testid="passkeys-section">
      <Title order={2} size="h3" id="passkeys">
        {t('passkeys.title')}
      </Title>
      <Text size="sm">{t('passkeys.intro')}</Text>
      <ProgressLine progress={progress} size="sm" testId="passkeys-progress" />
      {passkeys.isError ? (
        <Text role="alert">{t('passkeys.loadError')}</Text>
      ) : passkeys.isPending ? null : passkeys.data.passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('passkeys.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('passkeys.listLabel')}>
          {passkeys.data.passkeys.map((passkey) => (
            <Paper key={passkey.id} component="li" withBorder p="sm" radius="md" data-testid="passkey-row">
              <Stack gap={4}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{passkey.name}</Text>
                  {passkey.synced ? (
                    <Badge variant="light" size="sm">
                      {t('passkeys.synced')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">
                  {t('passkeys.addedOn', { when: formatDateTime(passkey.createdAt, language), where: where(passkey.createdDevice) })}
                </Text>
                <Text size="sm">
                  {passkey.lastUsedAt
                    ? t('passkeys.lastUsed', { when: formatDateTime(passkey.lastUsedAt, language), where: where(passkey.lastUsedDevice) })
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
                ) : renaming?.id === passkey.id ? (
                  <form
                    onSubmit={(event) => saveName(event, passkey)}
                    noValidate
                    aria-label={t('passkeys.renameLabel', { name: passkey.name })}
                  >
                    <Group gap="xs" mt={4} align="end" wrap="wrap">
                      <TextInput
                        label={t('passkeys.name')}
                        maxLength={60}
                        value={renaming.name}
                        error={renaming.error}
                        onChange={(event) => setRenaming({ id: passkey.id, name: event.currentTarget.value })}
                        autoFocus
                      />
                      <Button size="xs" type="submit" loading={rename.isPending}>
                        {t('passkeys.saveName')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setRenaming(null)} disabled={rename.isPending}>
                        {t('passkeys.cancel')}
                      </Button>
                    </Group>
                  </form>
                ) : (
                  <Group mt={4} gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}
                      aria-label={t('passkeys.renameLabel', { name: passkey.name })}
                    >
                      {t('passkeys.rename')}
                    </Button>
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
      {!supported ? (
        <Text size="sm">{t('passkeys.unsupported')}</Text>
      ) : adding ? (
        <form onSubmit={submit} noValidate aria-labelledby="passkeys-add-title">
          <Stack gap="sm">
            <Title order={3} size="h4" id="passkeys-add-title">
              {t('passkeys.addTitle')}
            </Title>
            <TextInput
              label={t('passkeys.name')}
              description={t('passkeys.nameHint')}
              name="passkeyName"
              maxLength={60}
              value={name}
              placeholder={deviceName(navigator.userAgent)}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('password.current')}
              name="passkeyPassword"
              autoComplete="current-password"
              required
              withAsterisk={false}
              value={password}
              error={passwordError}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Group gap="xs" wrap="wrap">
              <Button type="submit" loading={add.isPending}>
                {t('passkeys.create')}
              </Button>
              <Button variant="default" onClick={() => setAdding(false)} disabled={add.isPending}>
                {t('passkeys.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button variant="light" onClick={() => setAdding(true)}>
            {t('passkeys.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
