import type { Db } from '../client';
import {
  b1b2Surveys,
  centerCoordinates,
  centerReviewLinks,
  news,
  promotions,
  redirectTargets,
  referralPrograms,
  type ReferralProgramTexts,
} from '../schema/index';

export type NewsInput = typeof news.$inferInsert;
export type PromotionInput = Omit<typeof promotions.$inferInsert, 'createdAt'> & { createdAt?: Date };
export type B1B2Input = Omit<typeof b1b2Surveys.$inferInsert, 'id'>;

export async function createNews(db: Db, input: NewsInput): Promise<void> {
  await db.insert(news).values(input);
}

/** Before any test clock: a promotion without a creation instant is already published whatever the clock says. */
const LONG_AGO = new Date('2000-01-01T00:00:00Z');

/** A promotion published at its creation unless the input says otherwise (`publishedAt: null` is a draft). */
export async function createPromotion(db: Db, input: PromotionInput): Promise<void> {
  const publishedAt = input.publishedAt === undefined ? (input.createdAt ?? LONG_AGO) : input.publishedAt;
  await db.insert(promotions).values({ ...input, createdAt: input.createdAt ?? new Date(), publishedAt });
}

export async function createB1B2Survey(db: Db, input: B1B2Input): Promise<string> {
  const [row] = await db.insert(b1b2Surveys).values(input).returning({ id: b1b2Surveys.id });
  if (!row) throw new Error('b1b2 insert returned no row');
  return row.id;
}

export async function createReferralProgram(
  db: Db,
  input: { id: string; texts: ReferralProgramTexts; createdAt: Date; active?: boolean },
): Promise<void> {
  await db.insert(referralPrograms).values({ ...input, publishedAt: input.createdAt });
}

export async function setCenterCoordinates(db: Db, rows: { locationId: number; lat: number; lng: number }[]): Promise<void> {
  if (rows.length) await db.insert(centerCoordinates).values(rows);
}

export async function setReviewLink(db: Db, locationId: number, url: string): Promise<void> {
  await db.insert(centerReviewLinks).values({ locationId, url });
}

export async function createRedirectTarget(db: Db, id: string, url: string): Promise<void> {
  await db.insert(redirectTargets).values({ id, url });
}
