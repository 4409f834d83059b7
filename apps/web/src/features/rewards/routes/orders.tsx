import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { dateLocales } from '../../../lib/dates';
import { useOrders } from '../api/get-orders';
import { LoadError, Loading, RewardsPage } from '../components/rewards-page';

const stateColors = { pending: 'blue.9', fulfilled: 'teal.9', failed: 'red.9' } as const;

/** `/use-points/orders`: every order with its state; the state is a word, not only a colour. */
export function OrdersRoute() {
  const { t, i18n } = useTranslation('rewards');
  const orders = useOrders();
  const date = new Intl.DateTimeFormat(dateLocales[i18n.language === 'es' ? 'es' : 'en'], { dateStyle: 'long', timeStyle: 'short' });
  return (
    <RewardsPage title={t('orders.title')} back={paths.usePoints}>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <Text>{t('orders.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {orders.data.orders.map((order) => (
            <Paper key={order.orderID} withBorder p="md" component="li" data-testid="order">
              <Group justify="space-between" align="flex-start">
                <Title order={2} size="h4">
                  {t('orders.order', { date: date.format(new Date(order.createdTS)) })}
                </Title>
                <Group gap="xs">
                  <Badge color={stateColors[order.state]} variant="filled" size="lg">
                    {t('orders.state')}: {t(`orders.states.${order.state}`)}
                  </Badge>
                  {order.refunded && (
                    <Badge variant="outline" color="dark">
                      {t('orders.refunded')}
                    </Badge>
                  )}
                </Group>
              </Group>
              <ul>
                {order.items.map((item, i) => (
                  <li key={i}>{t('orders.item', { qty: item.qty, name: item.name, type: item.typeLabel, points: item.value })}</li>
                ))}
              </ul>
              <Text fw={700}>{t('orders.total', { points: order.totalPoints })}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </RewardsPage>
  );
}
