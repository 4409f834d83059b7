import { eq } from 'drizzle-orm';
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
import { ServiceError } from '../../lib/service-error';

async function read(db: Db, key: string, lang: Language): Promise<unknown> {
  const [row] = await db.select({ content: educationContents.content }).from(educationContents).where(eq(educationContents.key, key));
  return row ? pickLanguage(row.content, lang) : undefined;
}

/** One education content in the donor's language; missing content answers 404. */
export async function loadEducation<K extends EducationContentKey>(
  db: Db,
  key: K,
  lang: Language,
): Promise<z.output<(typeof educationContentSchemas)[K]>> {
  const content = await read(db, key, lang);
  if (content === undefined) throw new ServiceError(404, 'educationNotFound');
  return educationContentSchemas[key].parse(content) as z.output<(typeof educationContentSchemas)[K]>;
}

/** Topic pages (a deferral reason or an adverse event) are stored as `topic:<code>`. */
export const topicKey = (code: string) => `topic:${code}`;

export async function loadTopic(db: Db, code: string, lang: Language): Promise<EducationLayout> {
  const content = await read(db, topicKey(code), lang);
  if (content === undefined) throw new ServiceError(404, 'educationNotFound');
  return educationLayoutSchema.parse(content);
}
