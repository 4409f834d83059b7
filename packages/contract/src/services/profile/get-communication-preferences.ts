import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { communicationPreferencesSchema } from '../../entities/user';

export const getCommunicationPreferences = defineService({
  serviceName: 'profile',
  serviceType: 'getCommunicationPreferences',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    communicationPreferences: communicationPreferencesSchema,
    /** When the donor agreed to offers by text, while her last recorded choice for them is an opt-in (the profile shows it). */
    textOffersAgreedAt: z.iso.datetime().nullable(),
  }),
});
