import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RepeatableRows } from '../../../../components/repeatable-rows/repeatable-rows';
import { formRows } from '../../../../components/repeatable-rows/form-rows';
import { closureRow, type ScheduleFormValues } from './schedule-form-values';

/** The contract's limit on closures kept at once. */
const CLOSURES_MAX = 60;

/** Closures and holidays, one row each (day, reason in English and Spanish); each input's label names its row. */
export function ClosuresFields<Params>({ form }: { form: UseFormReturnType<ScheduleFormValues, Params> }) {
  const { t } = useTranslation('booking');
  return (
    <RepeatableRows
      legend={t('schedule.closures')}
      {...formRows(form, 'closures', form.getValues().closures, closureRow, 'day')}
      max={CLOSURES_MAX}
      empty={t('schedule.noClosures')}
      addLabel={t('schedule.addClosure')}
      removeLabel={(n) => t('schedule.removeClosure', { n })}
      columns={3}
      spacing="sm"
    >
      {(_, index, n) => (
        <>
          <TextInput type="date" label={t('schedule.closureDay', { n })} required {...form.getInputProps(`closures.${index}.day`)} />
          <TextInput
            label={t('schedule.closureReasonEn', { n })}
            required
            maxLength={120}
            {...form.getInputProps(`closures.${index}.reasonEn`)}
          />
          <TextInput label={t('schedule.closureReasonEs', { n })} maxLength={120} {...form.getInputProps(`closures.${index}.reasonEs`)} />
        </>
      )}
    </RepeatableRows>
  );
}
