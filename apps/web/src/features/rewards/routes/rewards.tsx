import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { RewardsPage } from '../components/rewards-page';

const entries = [
  ['usePoints', paths.usePoints],
  ['orders', paths.usePointsOrders],
  ['membership', paths.rewardsMembership],
  ['payout', paths.rewardsPayout],
  ['works', paths.rewardsWorks],
  ['balance', paths.rewardsBalance],
] as const;

/** `/rewards`: the way into every rewards screen. */
export function RewardsRoute() {
  const { t } = useTranslation('rewards');
  return (
    <RewardsPage title={t('menu.title')} back={paths.home}>
      <Text>{t('menu.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map(([key, to]) => (
          <Paper key={key} withBorder p="md" component="li">
            <Anchor component={Link} to={to} fw={700} fz="lg">
              {t(`menu.${key}`)}
            </Anchor>
            <Text size="sm" mt={4}>
              {t(`menu.${key}Text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </RewardsPage>
  );
}
