import type { Campaign, CampaignSummary } from '@portal/contract/entities/campaign';
import { count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, notifications } from '../../db/schema/index';

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

function summary(row: CampaignRow, counts: { sent: number; read: number } | undefined): CampaignSummary {
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
    },
  };
}

export async function listCampaignSummaries(db: Db): Promise<CampaignSummary[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .orderBy(sql`${campaigns.createdAt} desc, ${campaigns.id} desc`);
  const counts = await readCounts(
    db,
    rows.filter((row) => row.startedAt).map((row) => row.id),
  );
  return rows.map((row) => summary(row, counts.get(row.id)));
}

export async function findCampaign(db: Db, id: string): Promise<Campaign | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) return null;
  const counts = await readCounts(db, [row.id]);
  return {
    ...summary(row, counts.get(row.id)),
    fields: { title: row.title, message: row.message, link: row.link, segment: row.segment },
  };
}

/** What the audit trail keeps of a campaign: its texts, segment and timing (no donor is named anywhere). */
export function auditedCampaign(row: Pick<CampaignRow, 'title' | 'message' | 'link' | 'segment' | 'status' | 'sendAt'>) {
  return {
    title: row.title,
    message: row.message,
    link: row.link,
    segment: row.segment,
    status: row.status,
    sendAt: row.sendAt?.toISOString() ?? null,
  };
}
