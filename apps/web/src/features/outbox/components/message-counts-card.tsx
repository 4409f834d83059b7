import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessageCounts } from '../api/message-log';

/** The admin home's card: today's failed messages and those waiting for a try, by channel. */
export function MessageCountsCard() {
  const { t } = useTranslation('outbox');
  const counts = useMessageCounts();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="message-counts-title">
      <Stack gap="sm">
        <Title order={2} id="message-counts-title">
          {t('counts.title')}
        </Title>
        {counts.data ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('log.channel')}</Table.Th>
                <Table.Th>{t('counts.failedToday')}</Table.Th>
                <Table.Th>{t('counts.waiting')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {counts.data.channels.map((row) => (
                <Table.Tr key={row.channel}>
                  <Table.Td>{t(`channels.${row.channel}`)}</Table.Td>
                  <Table.Td>{row.failedToday}</Table.Td>
                  <Table.Td>{row.waiting}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : counts.isError ? (
          <Text role="alert">{counts.error.message}</Text>
        ) : (
          <Skeleton height={80} role="status" aria-busy="true" aria-label={t('counts.loading')} />
        )}
      </Stack>
    </Paper>
  );
}
