import { z } from 'zod';
import { programSettingsSchema } from '../../entities/rewards';
import { defineService, okStatus } from '../../gateway';

/** An admin sets the program's points per dollar: the store prices gift cards at it, the dashboards value points at it. */
export const updateProgramSettings = defineService({
  serviceName: 'reward',
  serviceType: 'updateProgramSettings',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: programSettingsSchema,
  reply: z.object({ status: okStatus, settings: programSettingsSchema }),
});
