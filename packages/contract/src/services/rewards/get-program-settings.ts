import { z } from 'zod';
import { programSettingsSchema } from '../../entities/rewards';
import { defineService, okStatus } from '../../gateway';

/** The program's settings (issue 35): the store's points per dollar, which the points dashboard values the balance at. */
export const getProgramSettings = defineService({
  serviceName: 'reward',
  serviceType: 'getProgramSettings',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, settings: programSettingsSchema }),
});
