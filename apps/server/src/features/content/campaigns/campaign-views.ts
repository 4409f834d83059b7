import type { Campaign, CampaignSummary } from '@portal/contract/entities/campaign';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { campaigns, notifications, promotions, surveyAnswers } from '../../../db/schema/index';

type CampaignRow = typeof campaigns.$inferSelect;

/** Sent and read per campaign, counted from the notifications (the unique (campaign, donor) index serves it). */
async function readCounts(db: Db, ids: string[]): Promise<Map<string, { sent: number; read: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: notifications.campaignId,
      sent: count(),
      read: sql<number>`count(*) filter (where ${isNotNull(notifications.readAt)})`.mapWith(Number),
    })
    .from(notifications)
    .where(inArray(notifications.campaignId, ids))
    .groupBy(notifications.campaignId);
  return new Map(rows.map((row) => [row.campaignId as string, { sent: row.sent, read: row.read }]));
}

/**
 * Per campaign that opens a survey, how many of its recipients answered that survey (each donor answers a survey
 * once); campaigns without a survey are absent.
 */
async function surveyAnswerCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: campaigns.id, answers: sql<number>`count(${surveyAnswers.donorId})`.mapWith(Number) })
    .from(campaigns)
    .innerJoin(promotions, and(eq(promotions.id, campaigns.promotionId), eq(promotions.type, 'survey')))
    .leftJoin(notifications, eq(notifications.campaignId, campaigns.id))
    .leftJoin(surveyAnswers, and(eq(surveyAnswers.promotionId, promotions.id), eq(surveyAnswers.donorId, notifications.donorId)))
    .where(inArray(campaigns.id, ids))
    .groupBy(campaigns.id);
  return new Map(rows.map((row) => [row.campaignId, row.answers]));
}

type Counts = { sent: number; read: number; surveyAnswers: number | undefined };

async function countsOf(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  const [reads, answers] = [await readCounts(db, ids), await surveyAnswerCounts(db, ids)];
  return new Map(ids.map((id) => [id, { sent: 0, read: 0, ...reads.get(id), surveyAnswers: answers.get(id) }]));
}

function summary(row: CampaignRow, counts: Counts | undefined): CampaignSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    sendAt: row.sendAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    results: {
      recipients: row.recipients,
      sent: counts?.sent ?? 0,
      read: counts?.read ?? 0,
      emails: row.emails,
      textMessages: row.textMessages,
      surveyAnswers: counts?.surveyAnswers ?? null,
    },
  };
}

export async function listCampaignSummaries(db: Db): Promise<CampaignSummary[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .orderBy(sql`${campaigns.createdAt} desc, ${campaigns.id} desc`);
  const counts = await countsOf(
    db,
    rows.filter((row) => row.startedAt).map((row) => row.id),
  );
  return rows.map((row) => summary(row, counts.get(row.id)));
}

export async function findCampaign(db: Db, id: string): Promise<Campaign | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) return null;
  const counts = await countsOf(db, [row.id]);
  return {
    ...summary(row, counts.get(row.id)),
    fields: {
      title: row.title,
      message: row.message,
      link: row.link,
      ...(row.promotionId ? { promotionId: row.promotionId } : {}),
      segment: row.segment,
    },
  };
}

/** What the audit trail keeps of a campaign: its texts, segment and timing (no donor is named anywhere). */
export function auditedCampaign(row: Pick<CampaignRow, 'title' | 'message' | 'link' | 'promotionId' | 'segment' | 'status' | 'sendAt'>) {
  return {
    title: row.title,
    message: row.message,
    link: row.link,
    promotionId: row.promotionId,
    segment: row.segment,
    status: row.status,
    sendAt: row.sendAt?.toISOString() ?? null,
  };
}
