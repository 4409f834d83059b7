import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { CART_LINE_MAX_QTY } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { isGatewayError } from '../../../lib/gateway';
import { useOnline } from '../../../lib/offline/use-offline';
import { usePoints } from '../api/get-points';
import { useCheckout } from '../api/checkout';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem, useUpdateCart } from '../api/update-cart';
import { LoadError, Loading } from './rewards-page';

/** The cart: lines with their quantity, the total, and checkout with a confirmation and the loading modal. */
export function CartPanel() {
  const { t } = useTranslation('rewards');
  const { t: tm } = useTranslation('messages');
  const online = useOnline();
  const { showMessage, showAlert, showLoading } = useMessageModal();
  const cart = useCart();
  const points = usePoints();
  const update = useUpdateCart();
  const remove = useRemoveCartItem();
  const checkout = useCheckout();
  const failed = (error: unknown) => showMessage({ kind: 'danger', message: isGatewayError(error) ? error.message : tm('networkError') });

  const redeem = async () => {
    if (!cart.data) return;
    const { cartItems, totalPoints } = cart.data.cart;
    if (points.data && totalPoints > points.data.pointsBalance) {
      showMessage({ kind: 'danger', message: tm('pointNotEnough') });
      return;
    }
    const confirmed = await showAlert({
      title: t('cart.confirmTitle'),
      message: t('cart.confirm', { points: totalPoints }),
      withCancel: true,
    });
    if (!confirmed) return;
    const done = showLoading();
    checkout.mutate(
      { requestId: crypto.randomUUID(), items: cartItems.map(({ itemID, value, type, qty }) => ({ itemID, value, type, qty })) },
      {
        onSuccess: (reply) =>
          reply.order.state === 'failed'
            ? showMessage({ kind: 'warning', message: t('cart.failed') })
            : showMessage({ kind: 'success', message: t('cart.done', { balance: reply.pointsBalance }) }),
        onError: failed,
        onSettled: done,
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cart-title">
      <Title order={2} size="h3" id="cart-title">
        {t('cart.title')}
      </Title>
      {cart.isPending ? (
        <Loading />
      ) : cart.isError ? (
        <LoadError onRetry={() => void cart.refetch()} />
      ) : cart.data.cart.cartItems.length === 0 ? (
        <Text mt="sm">{t('cart.empty')}</Text>
      ) : (
        <Stack gap="sm" mt="sm">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {cart.data.cart.cartItems.map((line) => (
              <li key={`${line.itemID}-${line.value}-${line.type}`}>
                <Text fw={600}>{t('cart.line', { name: line.name, type: line.typeLabel, points: line.value })}</Text>
                <Group gap="sm" align="flex-end">
                  <NumberInput
                    label={t('cart.qtyOf', { name: line.name })}
                    min={1}
                    max={CART_LINE_MAX_QTY}
                    clampBehavior="none"
                    allowDecimal={false}
                    w={160}
                    value={line.qty}
                    onChange={(qty) => {
                      if (typeof qty !== 'number' || qty < 1) return;
                      if (qty > CART_LINE_MAX_QTY) showMessage({ kind: 'warning', message: tm('cartQtyMax') });
                      else
                        update.mutate({ itemID: line.itemID, value: line.value, type: line.type, qty, mode: 'set' }, { onError: failed });
                    }}
                  />
                  <UnstyledButton
                    onClick={() => remove.mutate({ itemID: line.itemID, value: line.value, type: line.type }, { onError: failed })}
                    style={{ textDecoration: 'underline', padding: '8px 4px' }}
                  >
                    {t('cart.remove', { name: line.name })}
                  </UnstyledButton>
                </Group>
              </li>
            ))}
          </ul>
          <Text fw={700} data-testid="cart-total">
            {t('cart.total')}: {t('points', { count: cart.data.cart.totalPoints })}
          </Text>
          {points.data ? (
            <Text data-testid="cart-balance">
              {t('cart.balance')}: {t('points', { count: points.data.pointsBalance })}
            </Text>
          ) : null}
          {points.data && cart.data.cart.totalPoints > points.data.pointsBalance ? (
            <Alert color="red.9" variant="outline" role="alert" title={t('cart.overBalanceTitle')}>
              {t('cart.overBalance', { missing: cart.data.cart.totalPoints - points.data.pointsBalance })}
            </Alert>
          ) : null}
          <Button
            onClick={() => void redeem()}
            loading={checkout.isPending}
            disabled={!online}
            aria-describedby={online ? undefined : 'redeem-needs-connection'}
          >
            {t('cart.checkout')}
          </Button>
          {online ? null : (
            <Text size="sm" id="redeem-needs-connection">
              {t('cart.needsConnection')}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
