import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { orderSchema } from '../../entities/rewards';

/** `/use-points/orders`: the donor's orders, newest first, with their state. */
export const getOrders = defineService({
  serviceName: 'reward',
  serviceType: 'getOrders',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, orders: z.array(orderSchema) }),
});
