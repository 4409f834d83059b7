import { HOUR_MS } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { sendCampaignBatches } from '../../features/content/campaigns/campaign-sends';
import { markOwnNotificationRead } from '../../features/notifications/read-notification';
import { createMessenger } from '../../domain/messaging/messenger';
import { fixedClock } from '../../lib/clock';
import type { Config } from '../../config';
import type { Db } from '../client';
import { campaigns, notifications, staffMembers } from '../schema/index';

/** The program center whose donors have a portal account: the campaign's segment. */
export const CAMPAIGN_CENTERS = [110] as const;

/**
 * A campaign the demo editor wrote and scheduled, sent by the campaign job with the clock at `sentAt` to the donors of
 * `CAMPAIGN_CENTERS` with a portal account (its in-portal notifications), then opened by some of them hours later
 * through the donor's own "mark read". The bookings and donations after it are the program's own.
 */
export async function seedProgramCampaign(
  db: Db,
  rules: Pick<Config, 'brandName' | 'programTimeZone'>,
  sentAt: Date,
  openers: (donorId: string) => boolean,
): Promise<void> {
  const [editor] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, 'editor@example.com'));
  const written = new Date(sentAt.getTime() - 24 * HOUR_MS);
  await db.insert(campaigns).values({
    title: { en: 'Come back this week', es: 'Vuelve esta semana' },
    message: {
      en: 'Your next donation this week earns you 50 extra points. Book a time that suits you.',
      es: 'Tu próxima donación de esta semana te da 50 puntos extra. Reserva la hora que más te convenga.',
    },
    link: '/appointments',
    segment: { centerIds: [...CAMPAIGN_CENTERS] },
    status: 'scheduled',
    sendAt: sentAt,
    createdBy: editor?.id ?? null,
    createdAt: written,
    updatedAt: written,
  });
  const clock = fixedClock(sentAt);
  const deps = {
    db,
    clock,
    messenger: createMessenger({ db, clock, brandName: rules.brandName }),
    jobs: { trigger: async () => {} },
    publicUrl: '',
    config: rules,
  };
  while ((await sendCampaignBatches({ ...deps, pauseMs: 0 })).more);
  const sent = await db
    .select({ id: notifications.id, donorId: notifications.donorId })
    .from(notifications)
    .innerJoin(campaigns, and(eq(campaigns.id, notifications.campaignId), eq(campaigns.sendAt, sentAt)));
  for (const [index, row] of sent.entries()) {
    if (openers(row.donorId)) await markOwnNotificationRead(db, row.donorId, row.id, new Date(sentAt.getTime() + (2 + index) * HOUR_MS));
  }
}
