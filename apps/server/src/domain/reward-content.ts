import type { Language } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { rewardContent } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { readLiveDocument, type DocumentCopy } from './stored-documents';

export type RewardContentKind = (typeof rewardContent.$inferSelect)['kind'];

/**
 * The stored rewards copy of one kind in the caller's language, checked against its contract schema, from the
 * process's copy of the rewards store while it is kept (decision 036); null when there is none, it is not published
 * now (a draft, scheduled, expired or retired: decision 019) or it no longer fits the schema, which the handlers report
 * as an error.
 */
export async function readRewardContent<S extends z.ZodType>(
  ctx: { db: Db; clock: Clock; reference: { tables: { reward_content: DocumentCopy } } },
  kind: RewardContentKind,
  lang: Language,
  schema: S,
): Promise<z.output<S> | null> {
  const copy = ctx.reference.tables.reward_content;
  const content = await readLiveDocument({ db: ctx.db, copy, store: 'rewards' }, kind, lang, ctx.clock.now());
  if (content === undefined) return null;
  const parsed = schema.safeParse(content);
  return parsed.success ? parsed.data : null;
}
