import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../../components/icons/icons';
import { useCart } from '../api/get-cart';

/** The id of the cart panel's heading (`cart-panel.tsx`). */
const CART_HEADING_ID = 'cart-title';

/**
 * On a phone the cart sits below the whole catalogue: this line near the top says what is in it
 * and jumps there.
 */
export function CartSummaryLink() {
  const { t } = useTranslation('rewards');
  const cart = useCart();
  const lines = cart.data?.cart.cartItems ?? [];
  const items = lines.reduce((sum, line) => sum + line.qty, 0);
  const showCart = () => {
    const heading = document.getElementById(CART_HEADING_ID);
    if (!heading) return;
    heading.scrollIntoView({ block: 'center' });
    // The keyboard carries on from the cart too.
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  return (
    <Button onClick={showCart} variant="light" hiddenFrom="md" rightSection={<IconChevronDown size={16} />} data-testid="cart-summary">
      {t('store.cartSummary', {
        items: t('store.cartItems', { count: items }),
        points: t('points', { count: cart.data?.cart.totalPoints ?? 0 }),
      })}
    </Button>
  );
}
