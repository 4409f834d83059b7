import { Badge, Code, List, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { currentLanguage } from '../../../lib/i18n';
import { useWebhookDeliveries } from '../api/list-deliveries';
import { eventKey } from './event-key';

// Light badges take a colour without a shade: with one (`green.9`) Mantine paints the background in that shade, under
// text of the same shade. Their text is dark, as on the console's other state badges.
const stateColor = { queued: 'orange', sending: 'blue', sent: 'green', failed: 'red', undeliverable: 'gray' } as const;

/** An endpoint's latest deliveries: the event, its state, and each try with the receiver's status and reply. */
export function DeliveriesList({ endpointId }: { endpointId: string }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const deliveries = useWebhookDeliveries(endpointId);
  if (deliveries.isError) return <Text role="alert">{deliveries.error.message}</Text>;
  if (!deliveries.data) return <Skeleton height={48} aria-busy="true" />;
  if (deliveries.data.deliveries.length === 0) return <Text size="sm">{t('webhooks.noDeliveries')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t('webhooks.deliveries')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.event')}</Table.Th>
            <Table.Th>{t('webhooks.state')}</Table.Th>
            <Table.Th>{t('webhooks.attempts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{t(eventKey(delivery.eventType))}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(delivery.createdAt, language)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge color={stateColor[delivery.state]} variant="light" c="dark">
                  {t(`webhooks.states.${delivery.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {delivery.attempts.length === 0 ? (
                  <Text size="sm">{t('webhooks.notTriedYet')}</Text>
                ) : (
                  <List size="sm" spacing={2}>
                    {delivery.attempts.map((attempt) => (
                      <List.Item key={attempt.at}>
                        {formatDateTime(attempt.at, language)} · {attempt.statusCode ?? t('webhooks.noAnswer')} ·{' '}
                        <Code>{attempt.reply}</Code>
                      </List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
