import { Accordion, Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { showFeedbackButton } from '@portal/contract/rules/feedback-window';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFeedbackVisits } from '../api/get-visits';
import { useVisitHistory } from '../api/get-visit-history-second-rev';
import { VisitItem } from '../components/visit-item';
import { VitalsChart } from '../components/vitals-chart';

/** `/donation/history` (spec 2.10). */
export function DonationHistoryRoute() {
  const { t } = useTranslation('history');
  useDocumentTitle(t('title'));
  const history = useVisitHistory();
  const feedback = useFeedbackVisits();
  const now = new Date();

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Button component={Link} to={paths.earningsStatement} variant="light">
          {t('statementLink')}
        </Button>
      </Group>
      {history.isPending ? <Loader role="status" aria-label={t('loading')} /> : null}
      {history.isError ? (
        <Alert color="red" role="alert">
          {t('loadError')}
        </Alert>
      ) : null}
      {history.data ? (
        <>
          <Text>{t('recentCount', { count: history.data.visitsInPast35Days })}</Text>
          {history.data.last20Visits.length === 0 ? (
            <Text>{t('empty')}</Text>
          ) : (
            <Accordion variant="separated" chevronPosition="right">
              {history.data.last20Visits.map((visit) => (
                <VisitItem
                  key={visit.visitID}
                  visit={visit}
                  canGiveFeedback={showFeedbackButton({
                    visit,
                    disabledFeedback: feedback.data?.disabledfeedback ?? [],
                    historyLoaded: feedback.isSuccess,
                    daysToComplete: feedback.data?.daystocomplete ?? 0,
                    now,
                  })}
                />
              ))}
            </Accordion>
          )}
          <VitalsChart visits={history.data.last20Visits} />
        </>
      ) : null}
    </Stack>
  );
}
