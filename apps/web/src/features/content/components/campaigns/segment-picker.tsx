import { Checkbox, Fieldset, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { donorStatuses } from '@portal/contract/constants';
import { usStatesIn } from '@portal/contract/us-states';
import { segmentTiers, type Segment } from '@portal/contract/entities/campaign';
import { languages } from '@portal/contract/languages';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n';
import { useStaffMe } from '../../../staff/api/sign-in/get-me';
import type { ContentFormValues } from '../content-form-values';
import { RecipientCount } from './recipient-count';

type ListFilter = 'statuses' | 'tiers' | 'languages';
type DayFilter = 'lastDonationFrom' | 'lastDonationBefore';

/**
 * Who receives the campaign: home centers, states, donor status, tier, language and last donation days; an empty
 * filter takes everyone. The recipient count follows every change; no donor is ever listed.
 */
export function SegmentPicker<F extends { segment: Segment }>({
  form,
  disabled,
}: {
  form: UseFormReturnType<ContentFormValues<F>>;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('content');
  const centers = useStaffMe().data?.staff.centers ?? [];
  const segment = form.getValues().fields.segment;
  const set = <K extends keyof Segment>(key: K, value: Segment[K]) => form.setFieldValue(`fields.segment.${key}`, value as never);
  const error = (key: keyof Segment) => form.errors[`fields.segment.${key}`];

  const checkboxes = (key: ListFilter, options: readonly { value: string; label: string }[]) => (
    <Checkbox.Group
      label={t(`campaigns.${key}`)}
      value={(segment[key] ?? []) as string[]}
      onChange={(chosen) => set(key, chosen as never)}
      error={error(key)}
    >
      <Group mt="xs" gap="md">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} disabled={disabled} />
        ))}
      </Group>
    </Checkbox.Group>
  );
  const day = (key: DayFilter) => (
    <TextInput
      type="date"
      label={t(`campaigns.${key}`)}
      value={segment[key] ?? ''}
      onChange={(event) => set(key, event.currentTarget.value || undefined)}
      error={error(key)}
      disabled={disabled}
    />
  );

  return (
    <Fieldset legend={t('campaigns.segment')}>
      <Stack gap="md">
        <Text size="sm">{t('campaigns.segmentHint')}</Text>
        <RecipientCount segment={segment} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label={t('campaigns.centers')}
            placeholder={segment.centerIds?.length ? undefined : t('campaigns.centersPlaceholder')}
            data={centers.map((center) => ({ value: String(center.id), label: center.name }))}
            value={(segment.centerIds ?? []).map(String)}
            onChange={(ids) => set('centerIds', ids.map(Number))}
            searchable
            clearable
            error={error('centerIds')}
            disabled={disabled}
          />
          <MultiSelect
            label={t('campaigns.states')}
            placeholder={segment.states?.length ? undefined : t('campaigns.statesPlaceholder')}
            data={usStatesIn(currentLanguage(i18n)).map((state) => ({ value: state.code, label: state.name }))}
            value={segment.states ?? []}
            onChange={(codes) => set('states', codes)}
            searchable
            clearable
            error={error('states')}
            disabled={disabled}
          />
        </SimpleGrid>
        {checkboxes(
          'statuses',
          donorStatuses.map((value) => ({ value, label: t(`campaigns.statusValues.${value}`) })),
        )}
        {checkboxes(
          'tiers',
          segmentTiers.map((value) => ({ value, label: t(`campaigns.tierValues.${value}`) })),
        )}
        {checkboxes(
          'languages',
          languages.map((value) => ({ value, label: t(`campaigns.languageValues.${value}`) })),
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {day('lastDonationFrom')}
          {day('lastDonationBefore')}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
