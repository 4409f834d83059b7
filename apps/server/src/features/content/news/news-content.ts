import { desc, eq, and } from 'drizzle-orm';
import type { NewsFields } from '@portal/contract/entities/content';
import { newsBodyIn } from '@portal/contract/rules/news-body';
import { news } from '../../../db/schema/index';
import { bilingualGaps } from '../bilingual-gaps';
import type { ContentType, StoredItem } from '../content-type';
import { blocksFromBodies, blockUrlGaps } from '../stored-blocks';

type Row = typeof news.$inferSelect;

function itemOf(row: Row): StoredItem<NewsFields> {
  return {
    id: row.id,
    fields: {
      category: row.category as NewsFields['category'],
      coverImage: row.coverImage ?? '',
      announce: row.announce,
      title: { en: row.content.en.title, es: row.content.es.title },
      blocks: blocksFromBodies(row.content.en.body, row.content.es.body),
    },
    window: { publishAt: row.publishedAt, expireAt: row.expiresAt, retiredAt: row.retiredAt },
    version: row.version,
  };
}

function columnsOf(item: StoredItem<NewsFields>) {
  const { fields, window } = item;
  return {
    category: fields.category,
    coverImage: fields.coverImage || null,
    thumbnail: fields.coverImage || null,
    announce: fields.announce,
    content: {
      en: { title: fields.title.en, body: newsBodyIn(fields.blocks, 'en') },
      es: { title: fields.title.es, body: newsBodyIn(fields.blocks, 'es') },
    },
    publishedAt: window.publishAt,
    expiresAt: window.expireAt,
    retiredAt: window.retiredAt,
    version: item.version,
  };
}

/** News articles (spec 3 "News") in the `news` table the donor's news modal reads. */
export const newsContent: ContentType<NewsFields> = {
  kind: 'news',
  idPrefix: 'news',
  title: (fields) => fields.title,
  gaps(fields) {
    const missing = bilingualGaps({ title: fields.title, blocks: fields.blocks });
    if (fields.blocks.length === 0) missing.push('blocks');
    return [...missing, ...blockUrlGaps(fields.blocks)];
  },
  async list(db) {
    return (await db.select().from(news).orderBy(desc(news.publishedAt), news.id)).map(itemOf);
  },
  async find(db, id) {
    const [row] = await db.select().from(news).where(eq(news.id, id));
    return row ? itemOf(row) : undefined;
  },
  async insert(db, item) {
    await db.insert(news).values({ id: item.id, ...columnsOf(item) });
  },
  async update(db, item, expected) {
    const rows = await db
      .update(news)
      .set(columnsOf(item))
      .where(and(eq(news.id, item.id), eq(news.version, expected)))
      .returning({ id: news.id });
    return rows.length === 1;
  },
};
