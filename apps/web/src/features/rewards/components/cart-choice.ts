import { CART_LINE_MAX_QTY } from '@portal/contract/constants';
import type { MessageKey } from '@portal/contract/messages/en';

export interface DraftChoice {
  value: number | null;
  type: string | null;
  qty: number | string;
}

/** The spec 8 message for the first choice still missing or wrong, in the order the donor makes them; null when complete. */
export function missingChoice(draft: DraftChoice): MessageKey | null {
  if (draft.value === null) return 'selectValue';
  if (!draft.type) return 'selectType';
  if (typeof draft.qty !== 'number' || !Number.isInteger(draft.qty) || draft.qty < 1) return 'addQty';
  if (draft.qty > CART_LINE_MAX_QTY) return 'cartQtyMax';
  return null;
}
