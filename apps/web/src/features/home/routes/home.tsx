import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session-context';
import { HomeCenterCard } from '../components/home-center-card';
import { PrescreeningHomeCard } from '../../prescreening/components/prescreening-home-card';
import { DeferralStatusCard } from '../../deferral/components/deferral-status-card';
import { PointsHistory } from '../components/points-history';
import { NextAppointmentCard } from '../../booking/components/next-appointment-card';
import { PointsCard, TierCard, VisitCards } from '../components/reward-cards';
import classes from '../components/home-cards.module.css';

/** Signed-in landing: greets the donor; points, membership level, last visit and next step; the points history. */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const user = useUser();
  useDocumentTitle(`${tc('appName')}`);
  // "Welcome back… thank you for donating" only for someone who has donated; new donors get their own words.
  const greeting =
    user.status === 'donor'
      ? ({ title: 'title', intro: 'intro' } as const)
      : ({ title: `greeting.${user.status}.title`, intro: `greeting.${user.status}.intro` } as const);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t(greeting.title, { name: user.firstName })}</Title>
        <Text mt="xs">{t(greeting.intro)}</Text>
      </div>
      <DeferralStatusCard />
      <PrescreeningHomeCard />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder p="lg" className={classes.card}>
          <h2 className={classes.label}>{t('donorNumber')}</h2>
          <Text className={classes.value}>{user.donorID}</Text>
        </Paper>
        <NextAppointmentCard className={classes.card} />
        <HomeCenterCard />
        <PointsCard />
        <TierCard />
        <VisitCards />
      </SimpleGrid>
      <PointsHistory />
    </Stack>
  );
}
