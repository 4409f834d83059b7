import { Alert, Badge, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { useConsentHistory } from '../api/consent-history';

/**
 * Beside a donor's messages, when and how she agreed to or withdrew each kind of message (issue 30): donor care
 * answers "why did I get this text?" and "when did I say yes?". The newest change first; each read is audited.
 */
export function ConsentHistory({ donorId }: { donorId: string }) {
  const { t, i18n } = useTranslation('outbox');
  const history = useConsentHistory(donorId);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="sm" component="section" aria-labelledby="consent-history-title">
      <Title order={2} id="consent-history-title">
        {t('consent.title')}
      </Title>
      {history.isPending ? <Loader size="sm" role="status" aria-label={t('consent.loading')} /> : null}
      {history.isError ? (
        <Alert color="red" role="alert">
          {history.error.message}
        </Alert>
      ) : null}
      {history.data && history.data.records.length === 0 ? <Text>{t('consent.none')}</Text> : null}
      {history.data && history.data.records.length > 0 ? (
        <ScrollTable labelledBy="consent-history-title">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('consent.when')}</Table.Th>
                <Table.Th>{t('consent.choice')}</Table.Th>
                <Table.Th>{t('consent.answer')}</Table.Th>
                <Table.Th>{t('consent.how')}</Table.Th>
                <Table.Th>{t('consent.where')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.records.map((record, index) => (
                <Table.Tr key={`${record.recordedAt}-${record.channel}-${record.kind}-${index}`}>
                  <Table.Td>{when.format(new Date(record.recordedAt))}</Table.Td>
                  <Table.Td>
                    {t('consent.of', { kind: t(`consent.kinds.${record.kind}`), channel: t(`consent.channels.${record.channel}`) })}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={record.granted ? 'green' : 'gray'} variant="light" c="dark">
                      {record.granted ? t('consent.granted') : t('consent.withdrawn')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{t(`consent.sources.${record.source}`)}</Table.Td>
                  <Table.Td>{[record.clientAddress, record.userAgent].filter(Boolean).join(' · ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : null}
    </Stack>
  );
}
