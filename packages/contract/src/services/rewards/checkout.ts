import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { cartChoiceSchema, orderSchema } from '../../entities/rewards';

/**
 * Redeems the points of the lines the donor confirmed and creates an order; those lines leave the
 * cart. `requestId` (chosen by the browser once per confirmation) makes a repeated submit return
 * the same order instead of paying twice. 400 `pointNotEnough` when the balance does not cover it.
 */
export const checkout = defineService({
  serviceName: 'reward',
  serviceType: 'checkout',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    requestId: z.string().uuid(),
    items: z.array(cartChoiceSchema).min(1, { error: 'cartEmpty' }).max(20),
    lang: languageSchema.optional(),
  }),
  reply: z.object({ status: okStatus, order: orderSchema, pointsBalance: z.number().int() }),
});
