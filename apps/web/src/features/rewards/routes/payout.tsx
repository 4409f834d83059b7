import { Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from 'react-i18next';
import { formatDay, formatDayIn } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { usePayouts } from '../api/get-payouts';
import { RewardsListPage } from '../components/rewards-list-page';

/** `/rewards/payout`: the payments of each visit, in dollars. */
export function PayoutRoute() {
  const { t, i18n } = useTranslation('rewards');
  const payouts = usePayouts();
  const language = currentLanguage(i18n);
  const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <RewardsListPage
      kind="payout"
      query={payouts}
      items={(reply) => reply.visits}
      itemKey={(visit) => visit.visitID}
      header={
        <Button component={Link} to={paths.earningsStatement} variant="light" mb="md">
          {t('statementLink')}
        </Button>
      }
    >
      {(visit) => (
        <>
          <Title order={2} size="h4">
            {t('payout.visit', { center: visit.locationName, date: formatDay(visit.visitDate, language, 'long') })}
          </Title>
          {visit.payments.map((payment, i) => (
            <Text key={i}>
              {t('payout.paidOn', { date: formatDayIn(payment.paymentDate, visit.locationTimezone, language, 'long') })}:{' '}
              {t('dollars', { amount: money.format(payment.amount) })}
            </Text>
          ))}
          <Text fw={700}>{t('payout.total', { amount: money.format(visit.total) })}</Text>
        </>
      )}
    </RewardsListPage>
  );
}
