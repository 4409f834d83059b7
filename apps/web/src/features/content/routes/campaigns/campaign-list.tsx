import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsoleListTable } from '../../../../components/console-list-table/console-list-table';
import { ListHeader } from '../../../../components/console-list-table/list-header';
import { ListQuery } from '../../../../components/console-list-table/list-query';
import { paths } from '../../../../config/paths';
import { BilingualTitleCell } from '../../components/bilingual-title-cell';
import { currentLanguage } from '../../../../lib/i18n';
import { useCampaigns } from '../../api/campaigns/campaign-queries';
import { CampaignStatusBadge } from '../../components/campaigns/campaign-status-badge';
import { formatDateTime } from '../../../../lib/dates/format-date-time';

/** Every campaign, newest first, with its status, sending time and results; each opens in the editor. */
export function CampaignListRoute() {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const list = useCampaigns();

  return (
    <Stack gap="lg">
      <ListHeader
        titleId="campaign-list-title"
        title={t('campaigns.title')}
        newLabel={t('campaigns.new')}
        newPath={`${paths.staff}/campaigns/new`}
      />
      <ListQuery query={list}>
        {(data) => (
          <ConsoleListTable
            labelledBy="campaign-list-title"
            columns={[
              t('campaigns.columns.title'),
              t('campaigns.columns.status'),
              t('campaigns.columns.sendAt'),
              t('campaigns.columns.sent'),
              t('campaigns.columns.read'),
            ]}
            rows={data.campaigns}
            rowKey={(campaign) => campaign.id}
            empty={t('campaigns.empty')}
          >
            {(campaign) => (
              <>
                <BilingualTitleCell title={campaign.title} to={`${paths.staff}/campaigns/${campaign.id}`} />
                <Table.Td>
                  <CampaignStatusBadge status={campaign.status} />
                </Table.Td>
                <Table.Td>{formatDateTime(campaign.sendAt, language)}</Table.Td>
                <Table.Td>{campaign.results.sent}</Table.Td>
                <Table.Td>{campaign.results.read}</Table.Td>
              </>
            )}
          </ConsoleListTable>
        )}
      </ListQuery>
    </Stack>
  );
}
