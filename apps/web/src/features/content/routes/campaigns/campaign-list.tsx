import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollTable } from '../../../../components/scroll-table/scroll-table';
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
      <Group justify="space-between">
        <Title order={1} id="campaign-list-title">
          {t('campaigns.title')}
        </Title>
        <Button component={Link} to={`${paths.staff}/campaigns/new`}>
          {t('campaigns.new')}
        </Button>
      </Group>
      {list.isError ? (
        <Text role="alert">{list.error.message}</Text>
      ) : !list.data ? (
        <Stack aria-busy="true">
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : list.data.campaigns.length === 0 ? (
        <Text>{t('campaigns.empty')}</Text>
      ) : (
        <ScrollTable labelledBy="campaign-list-title">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('campaigns.columns.title')}</Table.Th>
                <Table.Th>{t('campaigns.columns.status')}</Table.Th>
                <Table.Th>{t('campaigns.columns.sendAt')}</Table.Th>
                <Table.Th>{t('campaigns.columns.sent')}</Table.Th>
                <Table.Th>{t('campaigns.columns.read')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.campaigns.map((campaign) => (
                <Table.Tr key={campaign.id}>
                  <BilingualTitleCell title={campaign.title} to={`${paths.staff}/campaigns/${campaign.id}`} />
                  <Table.Td>
                    <CampaignStatusBadge status={campaign.status} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(campaign.sendAt, language)}</Table.Td>
                  <Table.Td>{campaign.results.sent}</Table.Td>
                  <Table.Td>{campaign.results.read}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
