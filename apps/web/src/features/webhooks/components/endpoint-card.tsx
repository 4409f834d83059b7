import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { WebhookEndpointView } from '@portal/contract/services/webhooks/endpoint-view';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { isGatewayError } from '../../../lib/gateway';
import { currentLanguage } from '../../../lib/i18n';
import { useReplayWebhookEvents } from '../api/replay';
import { useRotateWebhookSecret } from '../api/rotate-secret';
import { useSetWebhookPaused } from '../api/set-paused';
import { DeliveriesList } from './deliveries-list';
import { eventKey } from './event-key';
import { SecretShownOnce } from './secret-shown-once';

/** One endpoint: its state, its events, rotation, pause and resume, a replay from a time, and its deliveries. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpointView }) {
  const { t, i18n } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const language = currentLanguage(i18n);
  const [secret, setSecret] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [showDeliveries, setShowDeliveries] = useState(false);
  const rotate = useRotateWebhookSecret();
  const pause = useSetWebhookPaused();
  const replay = useReplayWebhookEvents();
  const error = rotate.error ?? pause.error ?? replay.error;
  const failure = error ? (isGatewayError(error) ? error.message : tm('networkError')) : null;
  const paused = endpoint.pausedAt !== null;
  const submitReplay = (event: FormEvent) => {
    event.preventDefault();
    if (!from) return;
    replay.mutate({ endpointId: endpoint.id, from: new Date(from).toISOString() });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          {/* No shade in the colour: a light badge in `green.9` is painted green.9 under green.9 text. */}
          <Badge color={paused ? 'red' : endpoint.failingSince ? 'orange' : 'green'} variant="light" c="dark">
            {paused
              ? t(endpoint.pausedReason === 'failing' ? 'webhooks.pausedFailing' : 'webhooks.paused')
              : endpoint.failingSince
                ? t('webhooks.failing')
                : t('webhooks.active')}
          </Badge>
        </Group>
        {endpoint.description ? <Text size="sm">{endpoint.description}</Text> : null}
        <Text size="sm">
          {endpoint.apiClientName ? t('webhooks.ownedBy', { client: endpoint.apiClientName }) : t('webhooks.ownedByConsole')}
        </Text>
        <Text size="sm" c="dimmed">
          {endpoint.eventTypes.map((type) => t(eventKey(type))).join(' · ')}
        </Text>
        {endpoint.previousSecretExpiresAt ? (
          <Text size="sm">{t('webhooks.overlapUntil', { when: formatDateTime(endpoint.previousSecretExpiresAt, language) })}</Text>
        ) : null}
        {secret ? <SecretShownOnce secret={secret} onDone={() => setSecret(null)} /> : null}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {replay.data ? <Text role="status">{t('webhooks.replayed', { count: replay.data.queued })}</Text> : null}
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            loading={rotate.isPending}
            onClick={() => rotate.mutate({ endpointId: endpoint.id }, { onSuccess: (reply) => setSecret(reply.secret) })}
          >
            {t('webhooks.rotate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={pause.isPending}
            onClick={() => pause.mutate({ endpointId: endpoint.id, paused: !paused })}
          >
            {paused ? t('webhooks.resume') : t('webhooks.pause')}
          </Button>
          <Button size="xs" variant="subtle" aria-expanded={showDeliveries} onClick={() => setShowDeliveries((shown) => !shown)}>
            {showDeliveries ? t('webhooks.hideDeliveries') : t('webhooks.showDeliveries')}
          </Button>
        </Group>
        <form onSubmit={submitReplay}>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              type="datetime-local"
              label={t('webhooks.replayFrom')}
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              size="xs"
            />
            <Button type="submit" size="xs" variant="light" loading={replay.isPending} disabled={!from}>
              {t('webhooks.replay')}
            </Button>
          </Group>
        </form>
        {showDeliveries ? <DeliveriesList endpointId={endpoint.id} /> : null}
      </Stack>
    </Paper>
  );
}
