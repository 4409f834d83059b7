import { and, desc, eq } from 'drizzle-orm';
import type { PromotionFields } from '@portal/contract/entities/content';
import { newsBodyIn } from '@portal/contract/rules/news-body';
import { promotions } from '../../../db/schema/index';
import { bilingualGaps } from '../bilingual-gaps';
import type { ContentType, StoredItem } from '../content-type';
import { blocksFromBodies, blockUrlGaps } from '../stored-blocks';

type Row = typeof promotions.$inferSelect;

function itemOf(row: Row): StoredItem<PromotionFields> {
  return {
    id: row.id,
    fields: {
      type: row.type,
      title: row.title,
      description: row.description,
      objective: row.objective,
      blocks: blocksFromBodies(row.body.en, row.body.es),
      images: row.imageUrls,
      rewardPoints: row.rewardPoints,
      rewardStartsAt: row.rewardStartsAt?.toISOString() ?? null,
      rewardEndsAt: row.rewardEndsAt?.toISOString() ?? null,
      plasmaName: row.plasmaName,
      plasmaAddress: row.plasmaAddress,
      announce: row.announce,
      questions: row.type === 'survey' ? (row.questions ?? []) : [],
    },
    window: { publishAt: row.publishedAt, expireAt: row.expiresAt, retiredAt: row.retiredAt },
    version: row.version,
  };
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

function columnsOf(item: StoredItem<PromotionFields>) {
  const { fields, window } = item;
  return {
    type: fields.type,
    title: fields.title,
    description: fields.description,
    objective: fields.objective,
    body: { en: newsBodyIn(fields.blocks, 'en'), es: newsBodyIn(fields.blocks, 'es') },
    imageUrls: fields.images.filter((url) => url !== ''),
    rewardPoints: fields.rewardPoints,
    rewardStartsAt: instant(fields.rewardStartsAt),
    rewardEndsAt: instant(fields.rewardEndsAt),
    plasmaName: fields.plasmaName,
    plasmaAddress: fields.plasmaAddress,
    announce: fields.announce,
    questions: fields.type === 'survey' ? fields.questions : null,
    publishedAt: window.publishAt,
    expiresAt: window.expireAt,
    retiredAt: window.retiredAt,
    version: item.version,
  };
}

/** A survey goes live with at least one question, and each choice question with two options at least (a real choice). */
function surveyGaps(fields: PromotionFields): string[] {
  if (fields.type !== 'survey') return [];
  if (fields.questions.length === 0) return ['questions'];
  return fields.questions.flatMap((question, i) =>
    question.questionType !== 2 && question.answers.length < 2 ? [`questions.${i}.answers`] : [],
  );
}

/** Campaign, news and survey promotions (spec 3 "Promotion") in the `promotions` table the donor's promotion modal reads. */
export const promotionContent: ContentType<PromotionFields> = {
  kind: 'promotion',
  idPrefix: 'promo',
  title: (fields) => fields.title,
  gaps(fields) {
    const missing = bilingualGaps({
      title: fields.title,
      description: fields.description,
      objective: fields.objective,
      blocks: fields.blocks,
      questions: fields.questions,
    });
    if (fields.plasmaName.trim() === '') missing.push('plasmaName');
    if (fields.plasmaAddress.trim() === '') missing.push('plasmaAddress');
    return [...missing, ...blockUrlGaps(fields.blocks), ...surveyGaps(fields)];
  },
  async list(db) {
    return (await db.select().from(promotions).orderBy(desc(promotions.createdAt), promotions.id)).map(itemOf);
  },
  async find(db, id) {
    const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
    return row ? itemOf(row) : undefined;
  },
  async insert(db, item, at) {
    // The creation instant orders the console's list and is the donor's `createDate`.
    await db.insert(promotions).values({ id: item.id, createdAt: at, ...columnsOf(item) });
  },
  async update(db, item, expected) {
    const rows = await db
      .update(promotions)
      .set(columnsOf(item))
      .where(and(eq(promotions.id, item.id), eq(promotions.version, expected)))
      .returning({ id: promotions.id });
    return rows.length === 1;
  },
};
