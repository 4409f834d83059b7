import type { PointHistory } from '@portal/contract';
import { orderReference } from '@portal/contract/rewards/order-reference';
import type { TFunction } from 'i18next';

/** Why the entry was booked, in the donor's language. */
function reasonText(t: TFunction<'home'>, details: PointHistory['details']): string {
  switch (details.reason) {
    case 'tierBonus':
      return t('history.reasons.tierBonus', { tier: t(`tier.names.${details.tier}`), percent: details.bonusPercent });
    case 'order':
    case 'orderRefund':
      return t(`history.reasons.${details.reason}`, { reference: orderReference(details.orderId) });
    case 'legacy':
      // Booked before entries had details (migration 0007): the only text there is.
      return details.note;
    default:
      return t(`history.reasons.${details.reason}`);
  }
}

/** One points-history line: the kind, then why ("Canjeados: Pedido 822EFC98"). */
export function ledgerEntryText(t: TFunction<'home'>, entry: Pick<PointHistory, 'kind' | 'details'>): string {
  return t('history.entryText', { kind: t(`history.kinds.${entry.kind}`), reason: reasonText(t, entry.details) });
}
