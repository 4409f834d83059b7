import { donorPushDestinations } from '../../../domain/push-subscriptions';
import type { Language } from '@portal/contract';
import type { Tx } from '../../../db/client';
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import { campaigns, donors, locations, notifications, promotions } from '../../../db/schema/index';
import { donorsWithTextOffersConsent } from '../../../domain/consent-records';
import { earliestTextSendTime } from '../../../domain/messaging/quiet-hours';
import { phoneDestination } from '../../../domain/masking';
import type { Config } from '../../../config';
import type { Services } from '../../../service-context';
import { segmentCondition } from './campaign-segment';

/** The job that starts due campaigns and sends their batches; a campaign scheduled for now asks for it at once. */
export const CAMPAIGN_JOB = 'campaign-sends';

/** Donors per batch, and the pause before the same campaign's next batch (on every process together): decision 027. */
export const CAMPAIGN_BATCH_SIZE = 500;
export const CAMPAIGN_BATCH_PAUSE_MS = 2_000;

export type CampaignSendDeps = Pick<Services, 'db' | 'clock' | 'messenger' | 'jobs'> & {
  /** Where links in e-mails and text messages point (no request to take the address from). */
  publicUrl: string;
  /** The program's zone: a donor without a home center has her campaign texts' quiet hours in it. */
  config: Pick<Config, 'programTimeZone'>;
  batchSize?: number;
  pauseMs?: number;
};

export interface SendRun {
  /** Campaigns that began sending in this run. */
  started: number;
  /** Notifications this run wrote (another process's are not counted). */
  sent: number;
  /** Some campaign still has donors to reach after this run. */
  more: boolean;
}

/** Claims every scheduled campaign that is due: `scheduled → sending`, the segment counted once as its recipients. */
async function startDueCampaigns(deps: CampaignSendDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(campaigns)
      .set({ status: 'sending', startedAt: now, nextBatchAt: now, updatedAt: now })
      .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.sendAt, now)))
      .returning({ id: campaigns.id, segment: campaigns.segment });
    for (const campaign of claimed) {
      const [row] = await tx.select({ n: count() }).from(donors).where(segmentCondition(campaign.segment, now));
      await tx
        .update(campaigns)
        .set({ recipients: row?.n ?? 0 })
        .where(eq(campaigns.id, campaign.id));
    }
    return claimed.length;
  });
}

/**
 * What the notification's Read More opens: the campaign's promotion or survey (a notification of the promotion's type
 * naming it, as the donor's list opens announced promotions), else the campaign's page of the portal or its own text.
 */
async function notificationTarget(tx: Tx, campaign: { promotionId: string | null; link: string }) {
  if (campaign.promotionId) {
    const [promotion] = await tx.select({ type: promotions.type }).from(promotions).where(eq(promotions.id, campaign.promotionId));
    if (promotion) return { type: promotion.type, refId: campaign.promotionId, goto: null };
  }
  return { type: 'campaign' as const, refId: null, goto: campaign.link || null };
}

/**
 * One batch of one campaign, if its pause is over. The batch's slot is claimed by moving `next_batch_at` in the
 * statement that checks it (a second process waits on the row and then finds the slot taken), and kept locked until
 * the batch commits, so batches of a campaign never overlap; the notifications' unique (campaign, donor) index makes
 * a second write of the same recipient a no-op whatever happens. E-mails and text messages go only to the donors
 * whose notification this batch wrote, committed with it and handed to the providers after.
 */
async function sendBatch(deps: CampaignSendDeps, campaignId: string, now: Date): Promise<number | null> {
  const batchSize = deps.batchSize ?? CAMPAIGN_BATCH_SIZE;
  const pauseMs = deps.pauseMs ?? CAMPAIGN_BATCH_PAUSE_MS;
  const { deliver, sent } = await deps.db.transaction(async (tx) => {
    const [slot] = await tx
      .update(campaigns)
      .set({ nextBatchAt: new Date(now.getTime() + pauseMs) })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'sending'), lte(campaigns.nextBatchAt, now)))
      .returning();
    if (!slot) return { deliver: async () => {}, sent: null };
    const batch = await tx
      .select({
        id: donors.id,
        firstName: donors.firstName,
        email: donors.email,
        phoneCountryCode: donors.phoneCountryCode,
        phoneNumber: donors.phoneNumber,
        language: donors.language,
        preferences: donors.communicationPreferences,
        timeZone: locations.timezone,
      })
      .from(donors)
      .leftJoin(locations, eq(locations.id, donors.homeLocationId))
      .where(and(segmentCondition(slot.segment, now), slot.cursor ? gt(donors.id, slot.cursor) : undefined))
      .orderBy(asc(donors.id))
      .limit(batchSize);
    const opens = await notificationTarget(tx, slot);
    const written =
      batch.length === 0
        ? []
        : await tx
            .insert(notifications)
            .values(
              batch.map((donor) => ({
                donorId: donor.id,
                ...opens,
                title: slot.title,
                message: slot.message,
                campaignId: slot.id,
                createdAt: now,
              })),
            )
            .onConflictDoNothing({ target: [notifications.campaignId, notifications.donorId] })
            .returning({ donorId: notifications.donorId });
    const mine = new Set(written.map((row) => row.donorId));
    // A campaign text needs a recorded opt-in to offers by text, not only the choice as it stands (issue 30).
    const textable = await donorsWithTextOffersConsent(
      tx,
      batch.filter((d) => mine.has(d.id) && d.preferences.sms.promotions).map((d) => d.id),
    );
    const bound = deps.messenger.inTransaction(tx);
    let emails = 0;
    let textMessages = 0;
    for (const donor of batch.filter((d) => mine.has(d.id))) {
      const lang: Language = donor.language;
      const values = {
        name: donor.firstName,
        title: slot.title[lang],
        message: slot.message[lang],
        link: `${deps.publicUrl}${(!slot.promotionId && slot.link) || '/notifications'}`,
        preferencesLink: `${deps.publicUrl}/profile`,
      };
      if (donor.email && donor.preferences.email.promotions) {
        await bound.messenger.send({
          channel: 'email',
          to: donor.email,
          template: 'campaign',
          lang,
          values,
          unsubscribe: { donorId: donor.id, publicUrl: deps.publicUrl },
          dedupeKey: `campaign:${slot.id}:${donor.id}:email`,
          campaignId: slot.id,
        });
        emails += 1;
      }
      if (donor.phoneCountryCode && donor.phoneNumber && textable.has(donor.id)) {
        const to = phoneDestination(donor.phoneCountryCode, donor.phoneNumber);
        const notBefore = earliestTextSendTime('campaign', donor.timeZone ?? deps.config.programTimeZone, now);
        await bound.messenger.send({
          channel: 'sms',
          to,
          template: 'campaign',
          lang,
          values,
          notBefore,
          dedupeKey: `campaign:${slot.id}:${donor.id}:sms`,
          campaignId: slot.id,
        });
        textMessages += 1;
      }
      if (donor.preferences.push.promotions) {
        // The notification opens the campaign's page in the portal: only a path of the portal, never another site.
        const openPath = (!slot.promotionId && slot.link?.startsWith('/') && slot.link) || '/notifications';
        for (const to of await donorPushDestinations(tx, donor.id)) {
          await bound.messenger.send({
            channel: 'push',
            to,
            template: 'campaign',
            lang,
            values,
            openPath,
            dedupeKey: `campaign:${slot.id}:${to}:push`,
            campaignId: slot.id,
          });
        }
      }
    }
    const last = batch.at(-1);
    const done = batch.length < batchSize;
    await tx
      .update(campaigns)
      .set({
        cursor: last?.id ?? slot.cursor,
        emails: sql`${campaigns.emails} + ${emails}`,
        textMessages: sql`${campaigns.textMessages} + ${textMessages}`,
        ...(done ? { status: 'sent' as const, finishedAt: now, updatedAt: now } : {}),
      })
      .where(eq(campaigns.id, slot.id));
    return { deliver: bound.deliver, sent: written.length };
  });
  await deliver();
  return sent;
}

/**
 * The campaign job's work (decision 027), a plain function of the injected clock that tests call directly: start the
 * due campaigns, then one batch of each campaign whose pause is over. While a campaign has donors left, it asks the
 * engine to run again after the pause, so a large campaign goes on at one batch per pause and never more.
 */
export async function sendCampaignBatches(deps: CampaignSendDeps): Promise<SendRun> {
  const now = deps.clock.now();
  const started = await startDueCampaigns(deps, now);
  const sending = await deps.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.status, 'sending'));
  let sent = 0;
  for (const { id } of sending) sent += (await sendBatch(deps, id, now)) ?? 0;
  const [left] = await deps.db.select({ n: count() }).from(campaigns).where(eq(campaigns.status, 'sending'));
  const more = (left?.n ?? 0) > 0;
  if (more) await deps.jobs.trigger(CAMPAIGN_JOB, { afterMs: deps.pauseMs ?? CAMPAIGN_BATCH_PAUSE_MS });
  return { started, sent, more };
}
