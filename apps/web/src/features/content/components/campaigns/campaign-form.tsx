import { Alert, Button, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import type { CampaignFields } from '@portal/contract/entities/campaign';
import { saveCampaign } from '@portal/contract/services/content/campaigns/save-campaign';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { isGatewayError } from '../../../../lib/gateway';
import { currentLanguage } from '../../../../lib/i18n';
import { useCampaignMutation } from '../../api/campaigns/campaign-mutations';
import { useContentList } from '../../api/content-queries';
import { BilingualInput } from '../../../../components/content-editor/bilingual-input';
import type { ContentFormValues } from '../content-form-values';
import { SegmentPicker } from './segment-picker';

export const emptyCampaign = (): CampaignFields => ({ title: { en: '', es: '' }, message: { en: '', es: '' }, link: '', segment: {} });

/**
 * The campaign's notification in English and Spanish side by side, its link, and who receives it, checked by the
 * save's own contract; `locked` once the send has begun (nothing can change then).
 */
export function CampaignForm({
  id,
  initial,
  locked,
  onSaved,
}: {
  id: string | undefined;
  initial: CampaignFields;
  locked: boolean;
  onSaved: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const promotions = useContentList('promotion').data?.items ?? [];
  const save = useCampaignMutation('content/saveCampaign', {
    onSuccess: (reply) => onSaved(reply.id),
    onError: (error) => void showServerErrors(error),
  });
  const { form, showServerErrors } = useContractForm<ContentFormValues<CampaignFields>, typeof saveCampaign.params>({
    schema: saveCampaign.params,
    initialValues: { fields: initial },
    toParams: (values) => ({ ...(id ? { id } : {}), fields: values.fields }),
  });
  const chosen = form.getValues().fields.promotionId;

  return (
    <form onSubmit={form.onSubmit((params) => save.mutate(params))} noValidate>
      <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <BilingualInput form={form} path="fields.title" label={t('editor.title')} />
              <BilingualInput form={form} path="fields.message" label={t('campaigns.message')} multiline />
              <TextInput label={t('campaigns.link')} description={t('campaigns.linkHint')} {...form.getInputProps('fields.link')} />
              <NativeSelect
                label={t('campaigns.promotion')}
                description={t('campaigns.promotionHint')}
                data={[
                  { value: '', label: t('campaigns.promotionNone') },
                  // The one already chosen stays listed (a draft that named it) so the form shows what is saved.
                  ...promotions
                    .filter((item) => item.state === 'published' || item.id === chosen)
                    .map((item) => ({ value: item.id, label: item.title[language] || item.title.en })),
                ]}
                value={chosen ?? ''}
                onChange={(event) => form.setFieldValue('fields.promotionId', event.currentTarget.value || undefined)}
                error={form.errors['fields.promotionId']}
              />
            </Stack>
          </Paper>
          <SegmentPicker form={form} disabled={locked} />
          {save.error && isGatewayError(save.error) ? (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          ) : null}
          {locked ? null : (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('campaigns.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
