import { Anchor, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePoints } from '../api/get-points';
import { useCatalogue } from '../api/get-catalogue';
import { CartPanel } from '../components/cart-panel';
import { CartSummaryLink } from '../components/cart-summary-link';
import { ProductCard } from '../components/product-card';
import { LoadError, Loading, RewardsPage } from '../components/rewards-page';

/** `/use-points`: the catalogue of gift cards and fast-cash options, and the cart. */
export function UsePointsRoute() {
  const { t } = useTranslation('rewards');
  const catalogue = useCatalogue();
  const points = usePoints();
  return (
    <RewardsPage title={t('store.title')} back={paths.rewards}>
      <Text fw={700} data-testid="store-balance">
        {t('store.balance')}: {points.data ? t('points', { count: points.data.pointsBalance }) : '…'}
      </Text>
      <Anchor component={Link} to={paths.usePointsOrders}>
        {t('store.ordersLink')}
      </Anchor>
      <CartSummaryLink />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {catalogue.isPending ? (
            <Loading />
          ) : catalogue.isError ? (
            <LoadError onRetry={() => void catalogue.refetch()} />
          ) : (
            <Stack gap="lg">
              {(
                [
                  ['giftCards', catalogue.data.products],
                  ['fastCash', catalogue.data.fastCashOptions],
                ] as const
              ).map(([key, items]) => (
                <section key={key} aria-labelledby={`store-${key}`}>
                  <Title order={2} size="h3" id={`store-${key}`} mb="sm">
                    {t(`store.${key}`)}
                  </Title>
                  {items.length === 0 ? (
                    <Text>{t('store.empty')}</Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      {items.map((product) => (
                        <ProductCard key={product.itemID} product={product} pointsPerDollar={catalogue.data.pointsPerDollar} />
                      ))}
                    </SimpleGrid>
                  )}
                </section>
              ))}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartPanel />
        </Grid.Col>
      </Grid>
    </RewardsPage>
  );
}
