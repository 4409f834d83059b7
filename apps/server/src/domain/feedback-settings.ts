import { DEFAULT_DAYS_TO_COMPLETE } from '@portal/contract';
import { and, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedbackSettings, feedbackSurveys } from '../db/schema/index';

export const FEEDBACK_SETTINGS_ID = 'default';

export interface FeedbackSettings {
  daysToComplete: number;
  externalSurveyUrl: string | null;
  wheelPrizes: number[];
}

/** The settings row; without one, the spec's defaults (7 days, in-app survey, no wheel). */
export async function loadFeedbackSettings(db: Db): Promise<FeedbackSettings> {
  const [row] = await db.select().from(feedbackSettings).where(eq(feedbackSettings.id, FEEDBACK_SETTINGS_ID));
  return row ?? { daysToComplete: DEFAULT_DAYS_TO_COMPLETE, externalSurveyUrl: null, wheelPrizes: [] };
}

/** Writes the days to answer and the wheel's prizes, keeping (or defaulting) the rest of the settings row. */
export async function saveFeedbackSettings(db: Db, change: Pick<FeedbackSettings, 'daysToComplete' | 'wheelPrizes'>): Promise<void> {
  const current = await loadFeedbackSettings(db);
  await db
    .insert(feedbackSettings)
    .values({ id: FEEDBACK_SETTINGS_ID, ...current, ...change })
    .onConflictDoUpdate({ target: feedbackSettings.id, set: change });
}

export async function activeSurvey(db: Db) {
  const [row] = await db
    .select()
    .from(feedbackSurveys)
    .where(eq(feedbackSurveys.active, true))
    .orderBy(desc(feedbackSurveys.createdAt))
    .limit(1);
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The survey version a donor answers for a visit: the one she was offered, i.e. one in force at some moment since
 * the visit's check-out — the active one, or one retired after the check-out (she opened the form before an editor
 * published a newer version). A draft or a version retired before the visit is not answerable.
 */
export async function surveyOfferedFor(db: Db, surveyId: string, checkoutAt: Date) {
  if (!UUID.test(surveyId)) return null;
  const [row] = await db
    .select()
    .from(feedbackSurveys)
    .where(
      and(
        eq(feedbackSurveys.id, surveyId),
        isNotNull(feedbackSurveys.publishedAt),
        or(isNull(feedbackSurveys.retiredAt), gt(feedbackSurveys.retiredAt, checkoutAt)),
      ),
    );
  return row ?? null;
}
