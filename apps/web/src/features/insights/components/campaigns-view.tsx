import { Stack } from '@mantine/core';
import type { CampaignChannelFigures } from '@portal/contract/entities/insights';
import { useTranslation } from 'react-i18next';
import { useCampaigns, type CampaignsParams } from '../api/get-campaigns';
import { BarPanels } from './bar-panels';
import { QueryPending, rangeLabelOf } from './dashboard-query';
import { useFormats } from './format';
import { StatGrid } from './stat-grid';

/**
 * Campaigns (issue 35) sent in the range: each one's reach (opened in the portal, booked or donated within 7 days), and
 * the messages by channel: sent, delivered, failed, unsubscribes. Clicks are not tracked.
 */
export function CampaignsView({ params }: { params: CampaignsParams }) {
  const { t } = useTranslation('insights');
  const f = useFormats();
  const campaigns = useCampaigns(params);
  if (!campaigns.data || campaigns.isError) return <QueryPending query={campaigns} />;
  const { total, channels, campaigns: sent, range } = campaigns.data;
  const rangeLabel = rangeLabelOf(range);
  const channelRow = (label: string, c: CampaignChannelFigures) => ({
    label,
    messages: c.messages,
    waiting: c.waiting,
    sent: c.sent,
    delivered: c.delivered,
    failed: c.failed,
    unsubscribes: c.unsubscribes,
  });
  const channelName = (c: CampaignChannelFigures) => t(`campaigns.channels.${c.channel}`);
  return (
    <Stack gap="md">
      <StatGrid
        stats={[
          { label: t('campaigns.recipients'), value: f.number(total.recipients) },
          { label: t('campaigns.openedPercent'), value: f.percent(total.openedPercent) },
          { label: t('campaigns.booked'), value: f.number(total.booked) },
          { label: t('campaigns.donated'), value: f.number(total.donated) },
        ]}
      />
      <BarPanels
        dashboard="campaigns"
        rangeLabel={rangeLabel}
        panels={[
          {
            id: 'campaigns',
            title: t('campaigns.campaignsTitle'),
            first: t('campaigns.campaign'),
            rows: sent.map((c) => ({ label: c.title, ...c, channels: null })),
          },
        ]}
        columns={[
          { key: 'startedAt', label: t('campaigns.startedAt'), format: (v) => (v === null ? '–' : String(v).slice(0, 10)) },
          { key: 'recipients', label: t('campaigns.recipients'), format: f.number },
          { key: 'notified', label: t('campaigns.notified'), format: f.number },
          { key: 'opened', label: t('campaigns.opened'), format: f.number },
          { key: 'openedPercent', label: t('campaigns.openedPercent'), format: f.percent },
          { key: 'booked', label: t('campaigns.booked'), format: f.number },
          { key: 'donated', label: t('campaigns.donated'), format: f.number },
        ]}
        series={[
          { name: 'notified', label: t('campaigns.notified'), color: 'blue.8' },
          { name: 'opened', label: t('campaigns.opened'), color: 'teal.9' },
          { name: 'booked', label: t('campaigns.booked'), color: 'orange.9' },
        ]}
      />
      <BarPanels
        dashboard="campaigns"
        rangeLabel={rangeLabel}
        panels={[
          {
            id: 'channels',
            title: t('campaigns.channelsTitle'),
            first: t('campaigns.channel'),
            rows: channels.map((c) => channelRow(channelName(c), c)),
          },
          {
            id: 'messages',
            title: t('campaigns.messagesTitle'),
            first: t('campaigns.campaignChannel'),
            rows: sent.flatMap((c) => c.channels.map((ch) => channelRow(`${c.title} · ${channelName(ch)}`, ch))),
          },
        ]}
        columns={[
          { key: 'messages', label: t('campaigns.messages'), format: f.number },
          { key: 'waiting', label: t('campaigns.waiting'), format: f.number },
          { key: 'sent', label: t('campaigns.sent'), format: f.number },
          { key: 'delivered', label: t('campaigns.delivered'), format: f.number },
          { key: 'failed', label: t('campaigns.failed'), format: f.number },
          { key: 'unsubscribes', label: t('campaigns.unsubscribes'), format: f.number },
        ]}
        series={[
          { name: 'sent', label: t('campaigns.sent'), color: 'blue.8' },
          { name: 'failed', label: t('campaigns.failed'), color: 'red.9' },
          { name: 'unsubscribes', label: t('campaigns.unsubscribes'), color: 'orange.9' },
        ]}
      />
    </Stack>
  );
}
