import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from '../../constants';
import { defineService, okStatus } from '../../gateway';
import { notificationSchema } from '../../entities/marketing';
import { languageSchema } from '../../language-schema';

/**
 * `/notifications` (spec 2.16): one page of the donor's notifications, newest first, texts in `lang`.
 * `isExpire` (spec 3 "Notification list") says this page reaches the end: there is nothing more to load.
 */
export const getNotificationsPagination = defineService({
  serviceName: 'notification',
  serviceType: 'getNotificationsPagination',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({
    limit: z.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
    page: z.number().int().min(1).max(10_000).default(1),
    lang: languageSchema.optional(),
  }),
  reply: z.object({
    status: okStatus,
    totalCount: z.number().int(),
    page: z.number().int(),
    isExpire: z.boolean(),
    data: z.array(notificationSchema),
  }),
});
