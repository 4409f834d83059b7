import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useSubmissions } from '../api/get-submissions';

/** The donor's requests and their progress (received, in progress, answered). */
export function MyRequests() {
  const { t, i18n } = useTranslation('donor-care');
  const submissions = useSubmissions();
  const rows = submissions.data?.submissions ?? [];
  return (
    <section aria-labelledby="my-requests">
      <h2 id="my-requests">{t('requests.title')}</h2>
      {rows.length === 0 ? (
        <Text size="sm">{t('requests.none')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('requests.subject')}</Table.Th>
              <Table.Th scope="col">{t('requests.eventDate')}</Table.Th>
              <Table.Th scope="col">{t('requests.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.submissionID}>
                <Table.Td>{row.subject}</Table.Td>
                <Table.Td>{formatDay(row.eventDate, currentLanguage(i18n))}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color="dark">
                    {t(`requests.statuses.${row.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
