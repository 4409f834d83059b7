import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { newsSchema } from '../../entities/marketing';
import { languageSchema } from '../../language-schema';
import { safeId } from '../../rules/safe-input';

/** The news article modal (spec 2.7); an expired or unpublished article answers 404 'newsNotFound'. */
export const searchNewsByID = defineService({
  serviceName: 'marketing',
  serviceType: 'searchNewsByID',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ newsID: safeId(100), lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, news: newsSchema }),
});
