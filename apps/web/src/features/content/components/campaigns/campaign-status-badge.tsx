import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@portal/contract/entities/campaign';
import { useTranslation } from 'react-i18next';

const colors: Record<CampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
  cancelled: 'red',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation('content');
  return (
    <Badge color={colors[status]} variant="light" c="dark">
      {t(`campaigns.status.${status}`)}
    </Badge>
  );
}
