import { Paper, Table, Title } from '@mantine/core';
import type { CampaignResults as Results } from '@portal/contract/entities/campaign';
import { useTranslation } from 'react-i18next';

/** What the send did, in counts only: recipients, notifications written and opened, e-mails and text messages. */
export function CampaignResults({ results }: { results: Results }) {
  const { t } = useTranslation('content');
  const rows = [
    ['resultsRecipients', results.recipients ?? '—'],
    ['resultsSent', results.sent],
    ['resultsRead', results.read],
    ['resultsEmails', results.emails],
    ['resultsTextMessages', results.textMessages],
  ] as const;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="campaign-results-title">
      <Title order={2} id="campaign-results-title" mb="sm">
        {t('campaigns.results')}
      </Title>
      <Table>
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(`campaigns.${key}`)}</Table.Th>
              <Table.Td data-testid={key}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
