import { campaignChannels, type CampaignChannelFigures } from '@portal/contract/entities/insights';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { percentOf } from './range-sql';
import { readCampaignChannels, readCampaigns, type ChannelRow } from './campaign-sql';
import { zoneRange } from './zone-range';

type ChannelCounts = Omit<CampaignChannelFigures, 'channel'>;
const noMessages = (): ChannelCounts => ({ messages: 0, waiting: 0, sent: 0, delivered: 0, failed: 0, unsubscribes: 0 });

function add(into: ChannelCounts, row: ChannelRow): void {
  into.messages += Number(row.messages);
  into.waiting += Number(row.waiting);
  into.sent += Number(row.sent);
  into.delivered += Number(row.delivered);
  into.failed += Number(row.failed);
  into.unsubscribes += Number(row.unsubscribes);
}

/** Every channel, in order, summed over the rows given. */
const byChannel = (found: readonly ChannelRow[]): CampaignChannelFigures[] =>
  campaignChannels.map((channel) => {
    const counts = noMessages();
    for (const row of found) if (row.channel === channel) add(counts, row);
    return { channel, ...counts };
  });

/** Campaigns (issue 35) that began sending in the range: reach, messages by channel, unsubscribes, bookings and donations after. */
export const getCampaignsHandler: Handler<'insights/getCampaigns'> = dashboardRead(async (ctx, params) => {
  const range = zoneRange(params, ctx.clock.now(), ctx.config.programTimeZone);
  const found = await readCampaigns(ctx.db, range, ctx.lang);
  const channels = await readCampaignChannels(ctx.db, range);
  const sum = (key: 'recipients' | 'notified' | 'opened' | 'booked' | 'donated') => found.reduce((n, c) => n + Number(c[key]), 0);
  return {
    status: 200,
    range: range.days,
    total: {
      recipients: sum('recipients'),
      notified: sum('notified'),
      opened: sum('opened'),
      openedPercent: percentOf(sum('opened'), sum('notified')),
      booked: sum('booked'),
      donated: sum('donated'),
    },
    channels: byChannel(channels),
    campaigns: found.map((c) => ({
      id: c.id,
      title: c.title,
      startedAt: new Date(c.started_at).toISOString(),
      recipients: Number(c.recipients),
      notified: Number(c.notified),
      opened: Number(c.opened),
      openedPercent: percentOf(Number(c.opened), Number(c.notified)),
      booked: Number(c.booked),
      donated: Number(c.donated),
      channels: byChannel(channels.filter((row) => row.campaign_id === c.id)),
    })),
  };
});
