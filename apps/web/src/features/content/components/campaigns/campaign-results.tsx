import { Anchor, Paper, Table, Title } from '@mantine/core';
import type { CampaignResults as Results } from '@portal/contract/entities/campaign';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';

/**
 * What the send did, in counts only: recipients, notifications written and opened, e-mails and text messages, and for
 * a campaign opening a survey its recipients' answers, with the survey's own results page for the counts per answer.
 */
export function CampaignResults({ results, promotionId }: { results: Results; promotionId: string | undefined }) {
  const { t } = useTranslation('content');
  const rows = [
    ['resultsRecipients', results.recipients ?? '—'],
    ['resultsSent', results.sent],
    ['resultsRead', results.read],
    ['resultsEmails', results.emails],
    ['resultsTextMessages', results.textMessages],
    ...(results.surveyAnswers === null ? [] : [['resultsSurveyAnswers', results.surveyAnswers] as const]),
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
      {results.surveyAnswers !== null && promotionId ? (
        <Anchor component={Link} to={`${paths.staff}/promotions/${promotionId}/results`} mt="sm" display="inline-block">
          {t('campaigns.surveyResultsLink')}
        </Anchor>
      ) : null}
    </Paper>
  );
}
