import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RepeatableRows } from '../../../../components/repeatable-rows/repeatable-rows';
import { formRows } from '../../../../components/repeatable-rows/form-rows';
import { offPeakRow, type ScheduleFormValues } from './schedule-form-values';

/** The contract's limit on off-peak bands. */
const BANDS_MAX = 6;

/** The off-peak time bands (every open day), whose arrival windows donors see with the off-peak badge. */
export function OffPeakFields<Params>({ form }: { form: UseFormReturnType<ScheduleFormValues, Params> }) {
  const { t } = useTranslation('booking');
  return (
    <RepeatableRows
      legend={t('schedule.offPeak')}
      {...formRows(form, 'offPeak', form.getValues().offPeak, offPeakRow, 'from')}
      max={BANDS_MAX}
      empty={t('schedule.noOffPeak')}
      hint={t('schedule.offPeakHint')}
      addLabel={t('schedule.addOffPeak')}
      removeLabel={(n) => t('schedule.removeOffPeak', { n })}
      columns={2}
      spacing="sm"
    >
      {(_, index, n) => (
        <>
          <TextInput type="time" label={t('schedule.offPeakFrom', { n })} required {...form.getInputProps(`offPeak.${index}.from`)} />
          <TextInput type="time" label={t('schedule.offPeakTo', { n })} required {...form.getInputProps(`offPeak.${index}.to`)} />
        </>
      )}
    </RepeatableRows>
  );
}
