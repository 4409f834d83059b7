import { Alert, Button, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import {
  FEEDBACK_MAX_DAYS,
  WHEEL_MAX_POINTS,
  WHEEL_MAX_PRIZES,
  type FeedbackSettingsFields,
} from '@portal/contract/entities/screening-content';
import { saveFeedbackSettings } from '@portal/contract/services/screening-content/save-feedback-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/section-panel/section-panel';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { isGatewayError } from '../../../lib/gateway';
import { useFeedbackSettings } from '../api/screening-queries';
import { useScreeningMutation } from '../api/screening-mutations';

function SettingsForm({ initial }: { initial: FeedbackSettingsFields }) {
  const { t } = useTranslation('screening-content');
  const [notice, setNotice] = useState<string | null>(null);
  const save = useScreeningMutation('screeningContent/saveFeedbackSettings', {
    onSuccess: () => setNotice(t('settings.saved')),
    onError: (error) => void showServerErrors(error),
  });
  const { form, showServerErrors } = useContractForm<FeedbackSettingsFields, typeof saveFeedbackSettings.params>({
    schema: saveFeedbackSettings.params,
    initialValues: initial,
    toParams: (values) => values,
  });
  const prizes = form.getValues().wheelPrizes;
  return (
    <form onSubmit={form.onSubmit((params) => save.mutate(params))} noValidate>
      <Stack gap="sm">
        <NumberInput label={t('settings.daysToComplete')} min={1} max={FEEDBACK_MAX_DAYS} {...form.getInputProps('daysToComplete')} />
        <Text size="sm">{prizes.length === 0 ? t('settings.noWheel') : t('settings.wheel', { count: prizes.length })}</Text>
        {prizes.map((_, index) => (
          <Group key={form.key(`wheelPrizes.${index}`)} align="flex-end">
            <NumberInput
              label={t('settings.prize', { n: index + 1 })}
              min={0}
              max={WHEEL_MAX_POINTS}
              {...form.getInputProps(`wheelPrizes.${index}`)}
            />
            <Button variant="default" onClick={() => form.removeListItem('wheelPrizes', index)}>
              {t('settings.removePrize', { n: index + 1 })}
            </Button>
          </Group>
        ))}
        <Group>
          {prizes.length < WHEEL_MAX_PRIZES ? (
            <Button variant="default" onClick={() => form.insertListItem('wheelPrizes', 10)}>
              {t('settings.addPrize')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
        {save.error && isGatewayError(save.error) ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Text role="status" fw={500}>
          {notice}
        </Text>
      </Stack>
    </form>
  );
}

/** The after-donation settings: the days a donor has to answer the survey and the wheel's prizes (none: no wheel). */
export function FeedbackSettingsForm() {
  const { t } = useTranslation('screening-content');
  const settings = useFeedbackSettings();
  return (
    <SectionPanel titleId="settings-title" title={t('settings.title')}>
      {settings.data ? <SettingsForm initial={settings.data.settings} /> : <Skeleton height={120} />}
    </SectionPanel>
  );
}
