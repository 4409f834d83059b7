import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { cartSchema } from '../../entities/rewards';

export const getCart = defineService({
  serviceName: 'reward',
  serviceType: 'getCart',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, cart: cartSchema }),
});
