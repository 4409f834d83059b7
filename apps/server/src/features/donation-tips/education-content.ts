import {
  educationContentSchemas,
  educationLayoutSchema,
  type EducationContentKey,
  type EducationLayout,
  type Language,
} from '@portal/contract';
import type { z } from 'zod';
import { readLiveDocument } from '../../domain/stored-documents';
import { ServiceError } from '../../lib/service-error';
import type { DonorContext } from '../../service-context';

/** What a donor's read of a document needs: the database and the process's copy of the education store. */
type Readers = Pick<DonorContext, 'db' | 'reference' | 'clock'>;

/** A document donors may read now (published, not expired, not retired: decision 019), in `lang`; undefined otherwise. */
const read = (ctx: Readers, key: string, lang: Language) =>
  readLiveDocument({ db: ctx.db, copy: ctx.reference.tables.education_contents, store: 'education' }, key, lang, ctx.clock.now());

/** One education content in the donor's language; missing (or unpublished) content answers 404. */
export async function loadEducation<K extends EducationContentKey>(
  ctx: Readers,
  key: K,
  lang: Language,
): Promise<z.output<(typeof educationContentSchemas)[K]>> {
  const content = await read(ctx, key, lang);
  if (content === undefined) throw new ServiceError(404, 'educationNotFound');
  return educationContentSchemas[key].parse(content) as z.output<(typeof educationContentSchemas)[K]>;
}

/** Topic pages (a deferral reason or an adverse event) are stored as `topic:<code>`. */
export const topicKey = (code: string) => `topic:${code}`;

export async function loadTopic(ctx: Readers, code: string, lang: Language): Promise<EducationLayout> {
  const content = await read(ctx, topicKey(code), lang);
  if (content === undefined) throw new ServiceError(404, 'educationNotFound');
  return educationLayoutSchema.parse(content);
}
