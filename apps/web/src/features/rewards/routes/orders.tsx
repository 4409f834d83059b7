import { languageLocales } from '@portal/contract/languages';
import { Badge, Group, Text, Title } from '@mantine/core';
import { orderReference } from '@portal/contract/rewards/order-reference';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useOrders } from '../api/get-orders';
import { RewardsListPage } from '../components/rewards-list-page';
import { dateFormat } from '../../../lib/dates/date-format';

const stateColors = { pending: 'blue.9', fulfilled: 'teal.9', failed: 'red.9' } as const;

/** `/use-points/orders`: every order with its state; the state is a word, not only a colour. */
export function OrdersRoute() {
  const { t, i18n } = useTranslation('rewards');
  const orders = useOrders();
  const date = dateFormat(languageLocales[currentLanguage(i18n)], { dateStyle: 'long', timeStyle: 'short' });
  return (
    <RewardsListPage kind="orders" query={orders} items={(reply) => reply.orders} itemKey={(order) => order.orderID}>
      {(order) => (
        <>
          <Group justify="space-between" align="flex-start">
            <Title order={2} size="h4">
              {t('orders.order', { reference: orderReference(order.orderID), date: date.format(new Date(order.createdTS)) })}
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
        </>
      )}
    </RewardsListPage>
  );
}
