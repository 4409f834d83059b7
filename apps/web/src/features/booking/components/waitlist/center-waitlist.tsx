import { Alert, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/service-query';
import { useCenterWaitlist } from '../../api/waitlist/waitlist';
import { untilOf } from '../format';
import { formatTimeIn } from '../../../../lib/dates/dates';

const columns = ['position', 'donor', 'status'] as const;

/** The console's day view: the day's waitlist in the order chairs are offered, with any chair held and until when. */
export function CenterWaitlist({ locationID, day, timeZone }: { locationID: number; day: string; timeZone: string }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const waitlist = useCenterWaitlist({ locationID, day });
  const rows = waitlist.data?.entries;
  return (
    <section aria-labelledby="center-waitlist-title">
      <Title order={2} size="h3" id="center-waitlist-title" mb="sm">
        {t('dayView.waitlist.title')}
      </Title>
      {waitlist.isError ? (
        <Alert color="red" role="alert">
          {waitlist.error.message || t('dayView.waitlist.loadError')}
        </Alert>
      ) : rows && rows.length === 0 ? (
        <Text c="dimmed">{t('dayView.waitlist.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-busy={waitlist.isFetching} aria-label={t('dayView.waitlist.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {t(`dayView.waitlist.columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rows ?? []).map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.position ?? '–'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.donorName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.donorNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.status === 'offered' && row.offerStart && row.offerExpiresAt
                      ? t('dayView.waitlist.status.offered', {
                          time: formatTimeIn(row.offerStart, timeZone, lang),
                          until: untilOf(row.offerExpiresAt, timeZone, lang),
                        })
                      : t(`dayView.waitlist.status.${row.status}`)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
