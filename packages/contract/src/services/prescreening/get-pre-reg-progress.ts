import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { notTodayModalSchema, prescreeningStates, prescreeningTypes, progressLayoutSchema } from '../../entities/prescreening';

/**
 * Spec 3 "Pre-screening state": which step of pre-screening the donor is on (literacy check,
 * pre-donor survey, qualification check, done), what home shows about it, and the 'not today' modal.
 */
export const getPreRegProgress = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'getPreRegProgress',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    type: z.enum(prescreeningTypes),
    state: z.enum(prescreeningStates),
    iscompleted: z.boolean(),
    layout: progressLayoutSchema.nullable(),
    nottodaymodal: notTodayModalSchema.nullable(),
    /** `type: 'none'` (a donor past pre-screening): the day her screening lapses, or null before her first donation. */
    validUntil: z.string().nullable(),
  }),
});
