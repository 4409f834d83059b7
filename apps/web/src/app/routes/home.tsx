import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader/page-loader';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { useOnline } from '../../lib/offline/use-offline';
import { useUser } from '../../lib/session/session-context';
import { HomeCenterCard } from '../../features/home/components/home-center-card';
import { PrescreeningHomeCard } from '../../features/prescreening/components/prescreening-home-card';
import { DeferralStatusCard } from '../../features/deferral/components/deferral-status-card';
import { useDeferralStatus } from '../../features/deferral/api/get-donor-deferral-status';
import { useAppointments } from '../../features/booking/api/appointments/get-appointments';
import { useEligibility } from '../../features/booking/api/availability/get-eligibility';
import { useHomeCenter } from '../../features/centers/api/by-location-ids';
import { useHomeCenterHours } from '../../features/centers/api/get-center-hours';
import { usePoints } from '../../features/rewards/api/get-points';
import { useRewardStatus } from '../../features/rewards/api/get-reward-status';
import { usePreRegProgress } from '../../features/prescreening/api/get-pre-reg-progress';
import { NextAppointmentCard } from '../../features/booking/components/appointments/next-appointment-card';
import { OfflineNotice } from '../../features/booking/components/offline/offline-notice';
import { PointsCard, TierCard, VisitCards } from '../../features/home/components/reward-cards';
import classes from '../../features/home/components/home-cards.module.css';
import { greetingKeys } from './home-greeting';

// The last block, below the cards: its code (Mantine's select and table) loads after the greeting has painted.
const pointsHistoryModule = deferredModule(() => import('../../features/home/components/points-history'));

/** A query still fetching its first answer: a disabled one (no home center) or one paused offline is not waited for. */
const firstFetch = (query: { isPending: boolean; fetchStatus: string }) => query.isPending && query.fetchStatus === 'fetching';

/**
 * Signed-in landing: greets the donor; points, membership level, last visit and next step; the points history.
 * Offline, what the device kept: her next appointment and home center (issue 33).
 */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const user = useUser();
  const online = useOnline();
  useDocumentTitle(`${tc('appName')}`);
  // The notices above the cards decide where the cards sit, and each card's answers its height: the cards wait for
  // all of them, so nothing moves once shown (a notice appearing, or a loader going, pushed the cards by a tenth of a
  // phone's screen; the next eligible day and the center's hours arriving late moved the cards below by 50 and 86 px).
  const deferral = useDeferralStatus();
  const progress = usePreRegProgress();
  const cardAnswers = [useAppointments(), useEligibility(), useHomeCenter(), useHomeCenterHours(), usePoints(), useRewardStatus()];
  // The cards are drawn in the background once everything has settled (a deferred value: React renders them in
  // slices and keeps the page responsive), instead of in one long task when the answers arrive.
  const noticesSettled = useDeferredValue(!deferral.isPending && !progress.isPending && !cardAnswers.some(firstFetch));
  const pointsHistory = useDeferredModule(pointsHistoryModule);
  const PointsHistory = pointsHistory.module?.PointsHistory;
  const greeting = greetingKeys(user.status);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t(greeting.title, { name: user.firstName })}</Title>
        <Text mt="xs">{t(greeting.intro)}</Text>
      </div>
      {!online ? (
        <>
          <OfflineNotice />
          <HomeCards offline />
        </>
      ) : noticesSettled ? (
        <>
          <DeferralStatusCard />
          <PrescreeningHomeCard />
          <HomeCards />
          {PointsHistory ? <PointsHistory /> : pointsHistory.failed ? <Text role="alert">{t('rewardsError')}</Text> : <PageLoader />}
        </>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

/** The cards; offline only those the device keeps (the others' figures need the server). */
function HomeCards({ offline = false }: { offline?: boolean }) {
  const { t } = useTranslation('home');
  const user = useUser();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Paper withBorder p="lg" className={classes.card}>
        <h2 className={classes.label}>{t('donorNumber')}</h2>
        <Text className={classes.value}>{user.donorID}</Text>
      </Paper>
      <NextAppointmentCard className={classes.card} />
      <HomeCenterCard />
      {offline ? null : (
        <>
          <PointsCard />
          <TierCard />
          <VisitCards />
        </>
      )}
    </SimpleGrid>
  );
}
