import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { dateLocales } from '../../../lib/dates';
import { usePayouts } from '../api/get-payouts';
import { LoadError, Loading, RewardsPage } from '../components/rewards-page';

/** `/rewards/payout`: the payments of each visit, in dollars. */
export function PayoutRoute() {
  const { t, i18n } = useTranslation('rewards');
  const payouts = usePayouts();
  const locale = dateLocales[i18n.language === 'es' ? 'es' : 'en'];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <RewardsPage title={t('payout.title')} back={paths.rewards}>
      {payouts.isPending ? (
        <Loading />
      ) : payouts.isError ? (
        <LoadError onRetry={() => void payouts.refetch()} />
      ) : payouts.data.visits.length === 0 ? (
        <Text>{t('payout.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {payouts.data.visits.map((visit) => (
            <Paper key={visit.visitID} withBorder p="md" component="li" data-testid="payout">
              <Title order={2} size="h4">
                {t('payout.visit', { center: visit.locationName, date: date.format(new Date(visit.visitDate)) })}
              </Title>
              {visit.payments.map((payment, i) => (
                <Text key={i}>
                  {t('payout.paidOn', { date: date.format(new Date(payment.paymentDate)) })}:{' '}
                  {t('dollars', { amount: money.format(payment.amount) })}
                </Text>
              ))}
              <Text fw={700}>{t('payout.total', { amount: money.format(visit.total) })}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </RewardsPage>
  );
}
