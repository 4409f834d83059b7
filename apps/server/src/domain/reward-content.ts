import { and, eq } from 'drizzle-orm';
import { pickLanguage, type Language } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { rewardContent } from '../db/schema/index';
import { visibleAt } from './publish-window';

export type RewardContentKind = (typeof rewardContent.$inferSelect)['kind'];

/**
 * The stored rewards copy of one kind in the caller's language, checked against its contract schema;
 * null when there is none, it is not published now (a draft, scheduled, expired or retired: decision 019) or it no
 * longer fits the schema, which the handlers report as an error.
 */
export async function readRewardContent<S extends z.ZodType>(
  db: Db,
  kind: RewardContentKind,
  lang: Language,
  schema: S,
  now: Date,
): Promise<z.output<S> | null> {
  const [row] = await db
    .select({ body: rewardContent.body })
    .from(rewardContent)
    .where(and(eq(rewardContent.kind, kind), visibleAt(rewardContent, now)));
  if (!row) return null;
  const parsed = schema.safeParse(pickLanguage(row.body, lang));
  return parsed.success ? parsed.data : null;
}
