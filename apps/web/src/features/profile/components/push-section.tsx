import { Badge, Button, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceName } from '../../../lib/device-name';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { currentLanguage } from '../../../lib/i18n';
import { useAddPushDevice } from '../api/add-push-device';
import { usePushDevices } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-device';
import { pushSupport, subscribeThisBrowser, unsubscribeThisBrowser } from './push-subscription';

type Progress = { kind: 'status' | 'alert'; text: string } | null;

/**
 * "Push notifications" (issue 33): turns push on for this device (the browser asks permission only on that tap), lists
 * the devices that get her notifications, each removable. On an iPhone, where push needs the app on the home screen, it
 * says how to add it. Hidden when the portal offers no push (no VAPID keys). What is sent follows her "Push" choices.
 */
export function PushSection() {
  const { t, i18n } = useTranslation('profile');
  const language = currentLanguage(i18n);
  const devices = usePushDevices();
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const [progress, setProgress] = useState<Progress>(null);
  const [working, setWorking] = useState(false);
  const support = pushSupport();

  if (!devices.data?.publicKey) return null;
  const publicKey = devices.data.publicKey;
  const thisDeviceOn = devices.data.devices.some((device) => device.thisDevice);

  const turnOn = async () => {
    setWorking(true);
    setProgress({ kind: 'status', text: t('push.asking') });
    const result = await subscribeThisBrowser(publicKey);
    if (result.kind !== 'subscribed') {
      setWorking(false);
      setProgress({ kind: 'alert', text: t(result.kind === 'denied' ? 'push.denied' : 'push.failed') });
      return;
    }
    const name = deviceName(navigator.userAgent) || t('push.defaultName');
    add.mutate(
      { endpoint: result.endpoint, keys: result.keys, deviceName: name },
      {
        onSuccess: () => setProgress({ kind: 'status', text: t('push.turnedOn') }),
        onError: () => setProgress({ kind: 'alert', text: t('push.failed') }),
        onSettled: () => setWorking(false),
      },
    );
  };

  const removeOne = (id: string, thisDevice: boolean, name: string) => {
    remove.mutate(
      { deviceId: id },
      {
        onSuccess: () => {
          if (thisDevice) void unsubscribeThisBrowser();
          setProgress({ kind: 'status', text: t('push.removed', { name }) });
        },
        onError: () => setProgress({ kind: 'alert', text: t('push.failed') }),
      },
    );
  };

  return (
    <>
      <Divider />
      <Stack gap="md" component="section" aria-labelledby="push-notifications" data-testid="push-section">
        <Title order={2} size="h3" id="push-notifications">
          {t('push.title')}
        </Title>
        <Text size="sm">{t('push.intro')}</Text>
        <Text
          role={progress?.kind === 'alert' ? 'alert' : 'status'}
          aria-live={progress?.kind === 'alert' ? 'assertive' : 'polite'}
          size="sm"
          c={progress?.kind === 'alert' ? 'red.8' : undefined}
        >
          {progress?.text ?? ''}
        </Text>
        {devices.data.devices.length > 0 ? (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('push.listLabel')}>
            {devices.data.devices.map((device) => (
              <Paper key={device.id} component="li" withBorder p="sm" radius="md" data-testid="push-device">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{device.deviceName}</Text>
                      {device.thisDevice ? (
                        <Badge variant="light" size="sm">
                          {t('push.thisDevice')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm">{t('push.since', { when: formatDateTime(device.createdAt, language) })}</Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={remove.isPending && remove.variables.deviceId === device.id}
                    onClick={() => removeOne(device.id, device.thisDevice, device.deviceName)}
                    aria-label={t('push.removeLabel', { name: device.deviceName })}
                  >
                    {t('push.remove')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('push.none')}
          </Text>
        )}
        {support === 'addToHomeScreen' ? (
          <Stack gap={4} data-testid="push-ios-help">
            <Text size="sm" fw={600}>
              {t('push.iosTitle')}
            </Text>
            <List type="ordered" size="sm">
              <List.Item>{t('push.iosStep1')}</List.Item>
              <List.Item>{t('push.iosStep2')}</List.Item>
              <List.Item>{t('push.iosStep3')}</List.Item>
            </List>
          </Stack>
        ) : support === 'unsupported' ? (
          <Text size="sm">{t('push.unsupported')}</Text>
        ) : thisDeviceOn ? null : (
          <Group>
            <Button variant="light" loading={working} onClick={() => void turnOn()}>
              {t('push.turnOn')}
            </Button>
          </Group>
        )}
      </Stack>
    </>
  );
}
