import { z } from 'zod';
import { feeLayoutTypes } from '../rewards/fee-guide';
import { membershipTierNames } from '../rewards/tiers';
import { positiveInt32, safeId } from '../rules/safe-input';
import { CART_LINE_MAX_QTY, MAX_POINTS_PER_DOLLAR } from '../constants';

/** `corrected`: a compensating entry booked when staff correct a visit (the entries before it are never rewritten). */
export const ledgerKinds = ['earned', 'bonus', 'redeemed', 'refunded', 'expired', 'adjusted', 'corrected'] as const;

export const tierSchema = z.enum(membershipTierNames);

/**
 * Why a ledger entry was booked, with what it refers to: never a sentence, so every screen words it in the
 * donor's language. `legacy` holds the text of an entry booked before entries had details (migration 0007).
 */
export const ledgerDetailsSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('donation'), visitId: z.string() }),
  z.object({ reason: z.literal('tierBonus'), visitId: z.string(), tier: tierSchema, bonusPercent: z.number().int() }),
  z.object({ reason: z.literal('wheel'), visitId: z.string() }),
  z.object({ reason: z.literal('referral') }),
  z.object({ reason: z.literal('survey'), promotionId: z.string() }),
  z.object({ reason: z.literal('order'), orderId: z.string() }),
  z.object({ reason: z.literal('orderRefund'), orderId: z.string() }),
  /** The difference a staff correction of a visit made to the points the visit earns (`corrected` entries). */
  z.object({ reason: z.literal('visitCorrection'), visitId: z.string(), correctionId: z.string() }),
  /**
   * Booking bonuses (issue 15), paid when the appointment's donation is completed: an off-peak window, an arrival
   * within the window. A `corrected` entry with the same reason takes one back when a visit correction finds the
   * donation not completed (or pays it again).
   */
  z.object({ reason: z.literal('offPeakBonus'), appointmentId: z.string(), visitId: z.string() }),
  z.object({ reason: z.literal('onTimeBonus'), appointmentId: z.string(), visitId: z.string() }),
  /** A correction booked by an operator. */
  z.object({ reason: z.literal('adjustment') }),
  z.object({ reason: z.literal('legacy'), note: z.string() }),
]);
export type LedgerDetails = z.infer<typeof ledgerDetailsSchema>;
export type LedgerReason = LedgerDetails['reason'];

/** One line of the points history (spec 3 "Points"): a kind and its details, worded by the screen. */
export const pointHistorySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ledgerKinds),
  points: z.number().int(),
  balanceAfter: z.number().int(),
  details: ledgerDetailsSchema,
  createdTS: z.string(),
});
export type PointHistory = z.infer<typeof pointHistorySchema>;

/** A choice offered for an item: the code is stored in the cart, the label is in the donor's language. */
export const productTypeSchema = z.object({ code: z.string(), label: z.string() });

/** A gift card or a fast-cash option of the catalogue; `values` are the point prices offered. */
export const productSchema = z.object({
  itemID: z.string(),
  kind: z.enum(['gift_card', 'fast_cash']),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  values: z.array(z.number().int().positive()),
  types: z.array(productTypeSchema),
  /** False when the partner has no cards left: shown unavailable, refused by the cart and checkout. */
  available: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const itemIdSchema = z.string().uuid({ error: 'productUnavailable' });
/** The three choices of a cart line, with the spec 8 messages when one is missing. */
export const cartChoiceSchema = z.object({
  itemID: itemIdSchema,
  value: positiveInt32('selectValue'),
  type: safeId(32, 'selectType'),
  qty: z.number({ error: 'addQty' }).int({ error: 'addQty' }).min(1, { error: 'addQty' }).max(CART_LINE_MAX_QTY, { error: 'cartQtyMax' }),
});
export type CartChoice = z.infer<typeof cartChoiceSchema>;

export const cartItemSchema = z.object({
  itemID: z.string(),
  value: z.number().int(),
  type: z.string(),
  typeLabel: z.string(),
  qty: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export const cartSchema = z.object({ cartID: z.string(), cartItems: z.array(cartItemSchema), totalPoints: z.number().int() });
export type Cart = z.infer<typeof cartSchema>;

export const orderStates = ['pending', 'fulfilled', 'failed'] as const;
export const orderSchema = z.object({
  orderID: z.string(),
  state: z.enum(orderStates),
  totalPoints: z.number().int(),
  /** True when the points of a failed order went back to the donor. */
  refunded: z.boolean(),
  createdTS: z.string(),
  items: z.array(z.object({ name: z.string(), value: z.number().int(), typeLabel: z.string(), qty: z.number().int() })),
});
export type Order = z.infer<typeof orderSchema>;

/** Stored content (per language) of the membership rules screen. */
export const membershipRulesContentSchema = z.object({
  title: z.string(),
  intro: z.string(),
  levels: z.array(
    z.object({
      tier: tierSchema,
      name: z.string(),
      threshold: z.number().int(),
      bonusPercent: z.number().int(),
      perks: z.array(z.string()),
    }),
  ),
  footnote: z.string(),
});

/** Spec 3 "Partner offer". */
export const partnerOfferSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string(),
  redirect: z.string().url(),
  button_text: z.string(),
});
export type PartnerOffer = z.infer<typeof partnerOfferSchema>;
export const balanceContentSchema = z.object({
  title: z.string().optional(),
  /** The headline and the third line; the screen has defaults when they are missing. */
  texts: z.array(z.string()),
  third_parties: z.array(partnerOfferSchema),
});

export const rewardWorksContentSchema = z.object({
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});

export const feeStepSchema = z.object({
  base: z.number(),
  bonus: z.number().optional(),
  extra: z.string().optional(),
  completed: z.boolean(),
});
/** Spec 3 "Fee structure layout". */
export const feeLayoutSchema = z.object({
  type: z.enum(feeLayoutTypes),
  title: z.string(),
  layouttitle: z.string(),
  feetitle: z.string(),
  feesubtitle: z.string(),
  img: z.string(),
  timeRemaining: z.string(),
  abovemoney: z.string(),
  belowmoney: z.string(),
  information: z.array(z.string()),
  bonusinformation: z.string(),
  additionalinformation: z.array(z.string()),
  startFrequency: z.number().int(),
  completeddonations: z.number().int(),
  structure: z.record(z.string(), feeStepSchema),
});
export type FeeLayout = z.infer<typeof feeLayoutSchema>;

/** The program's settings an admin changes (issue 35): the points a dollar of the store is worth, for the store and the dashboards. */
export const programSettingsSchema = z.object({
  pointsPerDollar: z
    .number('pointsPerDollarInvalid')
    .int('pointsPerDollarInvalid')
    .min(1, 'pointsPerDollarInvalid')
    .max(MAX_POINTS_PER_DOLLAR, 'pointsPerDollarInvalid'),
});
export type ProgramSettings = z.infer<typeof programSettingsSchema>;
