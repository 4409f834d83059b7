import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { communicationPreferencesSchema } from '../../entities/user';

/** E-mail, SMS and push opt-ins per topic (rewards, promotions, reminders), all nine sent each time. */
export const updateCommunicationPreferences = defineService({
  serviceName: 'profile',
  serviceType: 'updateCommunicationPreferences',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ communicationPreferences: communicationPreferencesSchema }),
  reply: z.object({
    status: okStatus,
    communicationPreferences: communicationPreferencesSchema,
    /** When the donor agreed to offers by text, while her last recorded choice for them is an opt-in (the profile shows it). */
    textOffersAgreedAt: z.iso.datetime().nullable(),
  }),
});
