import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Bilingual } from '@portal/contract';
import { documentGroups, documentOf, documentShapes, type DocumentFields } from '@portal/contract/entities/content-documents';
import { documentGaps, documentTree } from '@portal/contract/rules/document-tree';
import type { Db, Tx } from '../../db/client';
import { educationContents, referralPrograms, rewardContent, rewardContentKind, type ReferralProgramTexts } from '../../db/schema/index';
import type { ContentType, StoredItem } from './content-type';

/** The referral program's texts are the document of this key: the newest active program row (decision 033). */
const REFERRAL_KEY = 'referral_program';

type RewardKind = (typeof rewardContentKind.enumValues)[number];
const rewardKinds: readonly string[] = rewardContentKind.enumValues;
const isRewardKind = (key: string): key is RewardKind => rewardKinds.includes(key);

interface Row {
  key: string;
  fields: unknown;
  publishedAt: Date | null;
  expiresAt: Date | null;
  retiredAt: Date | null;
  version: number;
}

function itemOf(row: Row): StoredItem<DocumentFields> {
  const fields = row.fields as Bilingual<unknown>;
  return {
    id: row.key,
    fields: { en: fields.en, es: fields.es },
    window: { publishAt: row.publishedAt, expireAt: row.expiresAt, retiredAt: row.retiredAt },
    version: row.version,
  };
}

const windowOf = (item: StoredItem<DocumentFields>) => ({
  publishedAt: item.window.publishAt,
  expiresAt: item.window.expireAt,
  retiredAt: item.window.retiredAt,
  version: item.version,
});

const educationColumns = {
  key: educationContents.key,
  fields: educationContents.content,
  publishedAt: educationContents.publishedAt,
  expiresAt: educationContents.expiresAt,
  retiredAt: educationContents.retiredAt,
  version: educationContents.version,
};
const referralColumns = {
  key: referralPrograms.id,
  fields: referralPrograms.texts,
  publishedAt: referralPrograms.publishedAt,
  expiresAt: referralPrograms.expiresAt,
  retiredAt: referralPrograms.retiredAt,
  version: referralPrograms.version,
};

/** The program offered (`activeProgram` without the window), under the document's key; its own id is kept. */
async function referralProgram(db: Db | Tx) {
  const [row] = await db
    .select(referralColumns)
    .from(referralPrograms)
    .where(eq(referralPrograms.active, true))
    .orderBy(desc(referralPrograms.createdAt))
    .limit(1);
  return row ? { ...row, programId: row.key, key: REFERRAL_KEY } : undefined;
}

const rewardColumns = {
  key: rewardContent.kind,
  fields: rewardContent.body,
  publishedAt: rewardContent.publishedAt,
  expiresAt: rewardContent.expiresAt,
  retiredAt: rewardContent.retiredAt,
  version: rewardContent.version,
};

const titleIn = (document: unknown) =>
  document !== null && typeof document === 'object' && typeof (document as { title?: unknown }).title === 'string'
    ? (document as { title: string }).title
    : '';

const groupRank = (key: string) => documentGroups.indexOf(documentOf(key)?.group ?? 'rewards');

/**
 * The documents donors read by key (spec 2.9, 2.12, 2.13, 2.8 "Rewards"): donation tips and education topics in
 * `education_contents` (with the texts ingestion writes for donors, decision 033), the rewards copy in
 * `reward_content`, the referral program's texts in the offered `referral_programs` row. The key is the item's id and names its shape; they are
 * created by the seed (or a migration), edited, published and retired here, never deleted.
 */
export const documentContent: ContentType<DocumentFields> = {
  kind: 'document',
  idPrefix: 'document',
  title: (fields) => ({ en: titleIn(fields.en), es: titleIn(fields.es) }),
  gaps(fields, id) {
    const document = documentOf(id);
    return document ? documentGaps(documentTree(documentShapes[document.shape]), fields.en, fields.es) : [];
  },
  async list(db) {
    const education = await db.select(educationColumns).from(educationContents);
    const rewards = await db.select(rewardColumns).from(rewardContent);
    const referral = await referralProgram(db);
    return [...education, ...rewards, ...(referral ? [referral] : [])]
      .map(itemOf)
      .sort((a, b) => groupRank(a.id) - groupRank(b.id) || a.id.localeCompare(b.id));
  },
  async find(db, id) {
    if (id === REFERRAL_KEY) {
      const referral = await referralProgram(db);
      return referral ? itemOf(referral) : undefined;
    }
    const [row] = isRewardKind(id)
      ? await db.select(rewardColumns).from(rewardContent).where(eq(rewardContent.kind, id))
      : await db.select(educationColumns).from(educationContents).where(eq(educationContents.key, id));
    return row ? itemOf(row) : undefined;
  },
  async insert(db, item, at) {
    if (item.id === REFERRAL_KEY) {
      const texts = item.fields as ReferralProgramTexts;
      await db.insert(referralPrograms).values({ id: `referral-${randomUUID()}`, texts, createdAt: at, ...windowOf(item) });
      return;
    }
    if (isRewardKind(item.id)) {
      await db.insert(rewardContent).values({ kind: item.id, body: item.fields, ...windowOf(item) });
      return;
    }
    const content = item.fields as Bilingual<Record<string, unknown>>;
    await db.insert(educationContents).values({ key: item.id, content, ...windowOf(item) });
  },
  async update(db, item, expected) {
    if (item.id === REFERRAL_KEY) {
      const program = await referralProgram(db);
      if (!program) return false;
      const updated = await db
        .update(referralPrograms)
        .set({ texts: item.fields as ReferralProgramTexts, ...windowOf(item) })
        .where(and(eq(referralPrograms.id, program.programId), eq(referralPrograms.version, expected)))
        .returning({ id: referralPrograms.id });
      return updated.length === 1;
    }
    const rows = isRewardKind(item.id)
      ? await db
          .update(rewardContent)
          .set({ body: item.fields, ...windowOf(item) })
          .where(and(eq(rewardContent.kind, item.id), eq(rewardContent.version, expected)))
          .returning({ key: rewardContent.kind })
      : await db
          .update(educationContents)
          .set({ content: item.fields as Bilingual<Record<string, unknown>>, ...windowOf(item) })
          .where(and(eq(educationContents.key, item.id), eq(educationContents.version, expected)))
          .returning({ key: educationContents.key });
    return rows.length === 1;
  },
};
