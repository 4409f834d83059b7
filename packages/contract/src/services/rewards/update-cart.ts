import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { cartChoiceSchema, cartSchema } from '../../entities/rewards';

/**
 * Adds a line or changes its quantity (`mode: 'add'` adds to what is there, `'set'` replaces it);
 * a line is keyed by itemID, value and type. `reward/removeCartItem` takes one out.
 */
export const updateCart = defineService({
  serviceName: 'reward',
  serviceType: 'updateCart',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: cartChoiceSchema.extend({ mode: z.enum(['add', 'set']).default('add'), lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, cart: cartSchema }),
});

export const removeCartItem = defineService({
  serviceName: 'reward',
  serviceType: 'removeCartItem',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: cartChoiceSchema.pick({ itemID: true, value: true, type: true }).extend({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, cart: cartSchema }),
});
