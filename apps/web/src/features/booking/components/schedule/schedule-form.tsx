import { Alert, Button, Fieldset, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { CenterSchedule } from '@portal/contract';
import { centerScheduleLimits } from '@portal/contract/entities/booking';
import { saveCenterSchedule } from '@portal/contract/services/booking/schedule/save-center-schedule';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { useSaveSubmit } from './use-save-submit';
import { useSaveCenterSchedule } from '../../api/center-schedule';
import { ClosuresFields } from './closures-fields';
import { OffPeakFields } from './off-peak-fields';
import { scheduleFieldOf, scheduleNumberFields, scheduleToValues, valuesToSchedule, type ScheduleFormValues } from './schedule-form-values';
import { WeeklyHoursFields } from './weekly-hours-fields';

interface ScheduleFormProps {
  locationID: number;
  timeZone: string;
  schedule: CenterSchedule;
}

/**
 * A center's booking set-up: chairs and timings, the weekly hours by the center's clock, off-peak bands and closures.
 * Checked by the contract's schema as the server checks it; the server's field errors land on the same inputs.
 */
export function ScheduleForm({ locationID, timeZone, schedule }: ScheduleFormProps) {
  const { t } = useTranslation('booking');
  const [initialValues] = useState(() => scheduleToValues(schedule));
  const { form, showServerErrors } = useContractForm({
    schema: saveCenterSchedule.params,
    initialValues,
    toParams: (values: ScheduleFormValues) => ({ locationID, schedule: valuesToSchedule(values) }),
    fieldOf: scheduleFieldOf,
  });
  const save = useSaveCenterSchedule();
  const { submit, saved, failure } = useSaveSubmit(form, showServerErrors, save);

  return (
    <form onSubmit={submit} noValidate aria-label={t('schedule.formLabel')}>
      <Stack gap="lg">
        <Fieldset legend={t('schedule.capacity')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {scheduleNumberFields.map((field) => {
              const [min, max] = centerScheduleLimits[field];
              return (
                <NumberInput
                  key={field}
                  label={t(`schedule.fields.${field}`)}
                  description={t('schedule.range', { min, max })}
                  min={min}
                  max={max}
                  allowDecimal={false}
                  allowNegative={false}
                  // The contract judges the range (and says so on the field); clamping on blur would hide a wrong value.
                  clampBehavior="none"
                  required
                  {...form.getInputProps(field)}
                />
              );
            })}
          </SimpleGrid>
        </Fieldset>
        <WeeklyHoursFields form={form} timeZone={timeZone} />
        <OffPeakFields form={form} />
        <ClosuresFields form={form} />
        <div role="status" aria-live="polite">
          {saved ? <Alert color="teal">{t('schedule.saved')}</Alert> : null}
        </div>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('schedule.save')}
        </Button>
      </Stack>
    </form>
  );
}
