import { Badge, Button, Image, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { CART_LINE_MAX_QTY } from '@portal/contract/constants';
import type { Product } from '@portal/contract/entities/rewards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { isGatewayError } from '../../../lib/gateway';
import { useUpdateCart } from '../api/update-cart';
import { missingChoice, type DraftChoice } from './cart-choice';

/** One gift card or fast-cash option: choose value, type and quantity, then add it to the cart; values in points and dollars at the program's rate. */
export function ProductCard({ product, pointsPerDollar }: { product: Product; pointsPerDollar: number }) {
  const { t } = useTranslation('rewards');
  const { t: tm } = useTranslation('messages');
  const { showMessage } = useMessageModal();
  const update = useUpdateCart();
  const [draft, setDraft] = useState<DraftChoice>({
    value: null,
    type: product.types.length === 1 ? (product.types[0]?.code ?? null) : null,
    qty: 1,
  });
  const headingId = `product-${product.itemID}`;

  const add = () => {
    const missing = missingChoice(draft);
    if (missing || draft.value === null || !draft.type || typeof draft.qty !== 'number') {
      showMessage({ kind: 'warning', message: tm(missing ?? 'addQty') });
      return;
    }
    update.mutate(
      { itemID: product.itemID, value: draft.value, type: draft.type, qty: draft.qty },
      {
        onSuccess: () => showMessage({ kind: 'success', message: t('store.added', { name: product.name }) }),
        onError: (error) => showMessage({ kind: 'danger', message: isGatewayError(error) ? error.message : tm('networkError') }),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Image src={product.image} alt="" h={120} fit="contain" />
        <Title order={3} size="h4" id={headingId}>
          {product.name}
        </Title>
        {product.available ? null : (
          <Badge color="dark" variant="outline" size="lg">
            {t('store.outOfStock')}
          </Badge>
        )}
        <Text size="sm">{product.description}</Text>
        <Select
          label={t('store.value')}
          placeholder={t('store.value')}
          data={product.values.map((v) => ({
            value: String(v),
            label: t('store.valueOption', { points: v, dollars: v / pointsPerDollar }),
          }))}
          value={draft.value === null ? null : String(draft.value)}
          onChange={(value) => setDraft((d) => ({ ...d, value: value === null ? null : Number(value) }))}
        />
        <Select
          label={t('store.type')}
          placeholder={t('store.type')}
          data={product.types.map((type) => ({ value: type.code, label: type.label }))}
          value={draft.type}
          onChange={(type) => setDraft((d) => ({ ...d, type }))}
        />
        <NumberInput
          label={t('store.qty')}
          min={0}
          max={CART_LINE_MAX_QTY}
          // Not clamped: a quantity above the maximum is refused with a message, never cut silently.
          clampBehavior="none"
          allowDecimal={false}
          value={draft.qty}
          onChange={(qty) => setDraft((d) => ({ ...d, qty }))}
        />
        <Button onClick={add} loading={update.isPending} disabled={!product.available}>
          {product.available ? t('store.add') : t('store.unavailable')}
        </Button>
      </Stack>
    </Paper>
  );
}
