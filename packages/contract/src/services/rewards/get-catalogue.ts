import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { productSchema } from '../../entities/rewards';

/** `/use-points`: gift cards and fast-cash options, in the donor's language, and the points a dollar is worth (an admin's setting). */
export const getCatalogue = defineService({
  serviceName: 'reward',
  serviceType: 'getCatalogue',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    products: z.array(productSchema),
    fastCashOptions: z.array(productSchema),
    pointsPerDollar: z.number().int().positive(),
  }),
});
