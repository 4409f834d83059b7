import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/**
 * The B1B2 survey/reminder waiting for the donor (spec 3 "B1B2 data"), and the nearest center when the
 * browser gave coordinates. `surveyStatus` is the spec's `status` (the envelope's `status` is 200).
 */
export const getB1B2Data = defineService({
  serviceName: 'feedback',
  serviceType: 'getB1B2Data',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lat: latitude.optional(), lng: longitude.optional(), lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    surveyStatus: z.enum(['pending', 'none']),
    pendingPage: z.boolean(),
    dpiID: z.string().nullable(),
    announcement: z.object({ title: z.string(), message: z.string(), creationTS: z.string() }).nullable(),
    options: z.array(z.object({ order: z.number().int(), text: z.string() })),
    nearestCenter: z.object({ locationID: z.number().int(), name: z.string(), distanceMiles: z.number() }).nullable(),
  }),
});
