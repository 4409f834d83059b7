import { Anchor, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { useCampaign } from '../../api/campaigns/campaign-queries';
import { CampaignForm, emptyCampaign } from '../../components/campaigns/campaign-form';
import { CampaignResults } from '../../components/campaigns/campaign-results';
import { CampaignSendingPanel } from '../../components/campaigns/campaign-sending-panel';

const listPath = `${paths.staff}/campaigns`;

/** Writes a new campaign (`/staff/campaigns/new`) or opens one: its texts and segment, sending, and results. */
export function CampaignEditorRoute() {
  const { t } = useTranslation('content');
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useCampaign(id);
  const [notice, setNotice] = useState<string | null>(null);
  const campaign = query.data?.campaign;

  if (id && !campaign) {
    return query.isError ? <Text role="alert">{query.error.message}</Text> : <Skeleton height={320} aria-busy="true" />;
  }
  const locked = campaign ? !(campaign.status === 'draft' || campaign.status === 'scheduled') : false;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath}>
        {t('campaigns.back')}
      </Anchor>
      <Title order={1}>{campaign ? t('campaigns.editTitle') : t('campaigns.newTitle')}</Title>
      <Text role="status" fw={500}>
        {notice}
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <CampaignForm
            key={campaign ? `${campaign.id}@${campaign.updatedAt}` : 'new'}
            id={campaign?.id}
            initial={campaign?.fields ?? emptyCampaign()}
            locked={locked}
            onSaved={(savedId) => {
              setNotice(t('campaigns.saved'));
              if (!campaign) void navigate(`${listPath}/${savedId}`, { replace: true });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {campaign ? (
            <Stack gap="lg">
              <CampaignSendingPanel
                key={campaign.updatedAt}
                campaign={campaign}
                onDone={(status) => setNotice(t('campaigns.done', { status }))}
              />
              <CampaignResults results={campaign.results} promotionId={campaign.fields.promotionId} />
            </Stack>
          ) : (
            <Text size="sm">{t('campaigns.saveFirst')}</Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
