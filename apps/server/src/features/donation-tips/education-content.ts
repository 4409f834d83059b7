import { and, eq } from 'drizzle-orm';
import {
  educationContentSchemas,
  educationLayoutSchema,
  type EducationContentKey,
  type EducationLayout,
  type Language,
  pickLanguage,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { educationContents } from '../../db/schema/index';
import { visibleAt } from '../../domain/publish-window';
import { ServiceError } from '../../lib/service-error';

/** A document donors may read now: published, not expired, not retired (decision 019); undefined otherwise. */
async function read(db: Db, key: string, lang: Language, now: Date): Promise<unknown> {
  const [row] = await db
    .select({ content: educationContents.content })
    .from(educationContents)
    .where(and(eq(educationContents.key, key), visibleAt(educationContents, now)));
  return row ? pickLanguage(row.content, lang) : undefined;
}

/** One education content in the donor's language; missing (or unpublished) content answers 404. */
export async function loadEducation<K extends EducationContentKey>(
  db: Db,
  key: K,
  lang: Language,
  now: Date,
): Promise<z.output<(typeof educationContentSchemas)[K]>> {
  const content = await read(db, key, lang, now);
  if (content === undefined) throw new ServiceError(404, 'educationNotFound');
  return educationContentSchemas[key].parse(content) as z.output<(typeof educationContentSchemas)[K]>;
}

/** Topic pages (a deferral reason or an adverse event) are stored as `topic:<code>`. */
export const topicKey = (code: string) => `topic:${code}`;

export async function loadTopic(db: Db, code: string, lang: Language, now: Date): Promise<EducationLayout> {
  const content = await read(db, topicKey(code), lang, now);
  if (content === undefined) throw new ServiceError(404, 'educationNotFound');
  return educationLayoutSchema.parse(content);
}
