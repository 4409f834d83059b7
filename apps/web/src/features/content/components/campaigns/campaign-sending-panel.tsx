import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import type { Campaign } from '@portal/contract/entities/campaign';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../../components/section-panel/section-panel';
import { isGatewayError } from '../../../../lib/gateway';
import { currentLanguage } from '../../../../lib/i18n';
import { useCampaignMutation } from '../../api/campaigns/campaign-mutations';
import { formatDateTime } from '../../../../lib/dates/format-date-time';
import { fromLocalInput, toLocalInput } from '../../utils/local-time';
import { CampaignStatusBadge } from './campaign-status-badge';

/** Send now, schedule a time ahead, or cancel; once the send has begun only its status shows. */
export function CampaignSendingPanel({ campaign, onDone }: { campaign: Campaign; onDone: (status: string) => void }) {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const [sendAt, setSendAt] = useState(toLocalInput(campaign.status === 'scheduled' ? campaign.sendAt : null));
  const schedule = useCampaignMutation('content/scheduleCampaign', { onSuccess: () => onDone(t('campaigns.status.scheduled')) });
  const cancel = useCampaignMutation('content/cancelCampaign', { onSuccess: () => onDone(t('campaigns.status.cancelled')) });
  const open = campaign.status === 'draft' || campaign.status === 'scheduled';
  const at = fromLocalInput(sendAt);

  return (
    <SectionPanel titleId="campaign-sending-title" title={t('campaigns.sending')} aside={<CampaignStatusBadge status={campaign.status} />}>
      {campaign.sendAt ? <Text size="sm">{t('campaigns.scheduledFor', { when: formatDateTime(campaign.sendAt, language) })}</Text> : null}
      {open ? (
        <>
          <TextInput
            type="datetime-local"
            label={t('campaigns.sendAt')}
            description={t('campaigns.sendAtHint')}
            value={sendAt}
            onChange={(event) => setSendAt(event.currentTarget.value)}
            error={schedule.error && isGatewayError(schedule.error) ? schedule.error.message : undefined}
          />
          <Group>
            <Button loading={schedule.isPending} onClick={() => schedule.mutate({ id: campaign.id, ...(at ? { sendAt: at } : {}) })}>
              {at ? t('campaigns.scheduleAt') : t('campaigns.sendNow')}
            </Button>
            <Button variant="default" color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: campaign.id })}>
              {t('campaigns.cancel')}
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm">{t('campaigns.locked')}</Text>
      )}
      {cancel.error && isGatewayError(cancel.error) ? (
        <Alert color="red" role="alert">
          {cancel.error.message}
        </Alert>
      ) : null}
    </SectionPanel>
  );
}
