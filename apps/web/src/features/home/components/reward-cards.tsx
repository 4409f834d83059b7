import { Anchor, Paper, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LateLoader } from '../../../components/late-loader/late-loader';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { usePoints } from '../../rewards/api/get-points';
import { useRewardStatus } from '../../rewards/api/get-reward-status';
import classes from './home-cards.module.css';

function Waiting() {
  const { t } = useTranslation();
  return (
    <Text role="status" className={classes.status}>
      <LateLoader size="xs" aria-hidden="true" /> {t('loading')}
    </Text>
  );
}

/** Points balance and this month's earnings, from the ledger. */
export function PointsCard() {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = usePoints();
  return (
    <Paper withBorder p="lg" className={classes.card}>
      <h2 className={classes.label}>{t('points.title')}</h2>
      {isPending ? (
        <Waiting />
      ) : isError ? (
        <Text>{t('rewardsError')}</Text>
      ) : (
        <>
          <Text className={classes.value} data-testid="points-balance">
            {t('points.value', { count: data.pointsBalance })}
          </Text>
          <Text data-testid="points-monthly">{t('points.monthly', { count: data.monthlyEarned })}</Text>
          <Anchor component={Link} to={paths.usePoints}>
            {t('points.use')}
          </Anchor>
        </>
      )}
    </Paper>
  );
}

/** The membership level of the past 12 months' donations and the way to the next one. */
export function TierCard() {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = useRewardStatus();
  if (isPending || isError) {
    return (
      <Paper withBorder p="lg" className={classes.card}>
        <h2 className={classes.label}>{t('tier.title')}</h2>
        {isPending ? <Waiting /> : <Text>{t('rewardsError')}</Text>}
      </Paper>
    );
  }
  const nextName = data.nextTier ? t(`tier.names.${data.nextTier}`) : null;
  const progress = data.nextThreshold ? Math.round((100 * data.donationsInPeriod) / data.nextThreshold) : 100;
  return (
    <Paper withBorder p="lg" className={classes.card}>
      <h2 className={classes.label}>{t('tier.title')}</h2>
      <Text className={classes.value} data-testid="tier-name">
        {data.tier ? t(`tier.names.${data.tier}`) : t('tier.none')}
      </Text>
      {data.tier && <Text>{t('tier.bonus', { percent: data.bonusPercent })}</Text>}
      <Text data-testid="tier-donations">{t('tier.donations', { count: data.donationsInPeriod })}</Text>
      {nextName ? (
        <>
          <Progress value={progress} mt="xs" aria-label={t('tier.progress', { tier: nextName })} />
          <Text mt={4}>{t('tier.toNext', { count: data.donationsToNext, tier: nextName })}</Text>
        </>
      ) : (
        <Text>{t('tier.top')}</Text>
      )}
      <Anchor component={Link} to={paths.rewardsMembership}>
        {t('tier.rules')}
      </Anchor>
    </Paper>
  );
}

/** The newest visit; and for pre-donors and referral-pending donors, what to do next. */
export function VisitCards() {
  const { t, i18n } = useTranslation('home');
  const { data, isPending, isError } = useRewardStatus();
  const language = currentLanguage(i18n);
  if (isPending || isError) return null;
  const visit = data.lastVisit;
  return (
    <>
      <Paper withBorder p="lg" className={classes.card}>
        <h2 className={classes.label}>{t('lastVisit.title')}</h2>
        {visit ? (
          <>
            <Text className={classes.value} data-testid="last-visit-date">
              {formatDay(visit.visitDate, language, 'long')}
            </Text>
            <Text>{visit.locationName}</Text>
            <Text>{visit.donated ? t('lastVisit.donated') : t('lastVisit.notDonated')}</Text>
          </>
        ) : (
          <Text>{t('lastVisit.none')}</Text>
        )}
      </Paper>
      {/* A pre-donor's next step is the pre-screening card; a referral-pending donor's is here. */}
      {data.donorStatus === 'referral_pending' && (
        <Paper withBorder p="lg" className={classes.card}>
          <h2 className={classes.label}>{t('nextStep.title')}</h2>
          <Text>{t('nextStep.referral_pending')}</Text>
          <Anchor component={Link} to={paths.rewardsWorks}>
            {t('nextStep.referral_pendingLink')}
          </Anchor>
        </Paper>
      )}
    </>
  );
}
