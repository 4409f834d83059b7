import { languageLocales } from '@portal/contract/languages';
import { Fieldset, Grid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/service-query';
import type { ScheduleFormValues } from './schedule-form-values';

/** "Sunday"… in the console's language; 2026-01-04 was a Sunday. */
function weekdayName(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + weekday)));
}

/**
 * One group per weekday (its name is the group's legend, so "Opens" is read as "Tuesday, Opens"): open or closed,
 * and the opening and closing times by the center's clock. A closed weekday keeps its times for reopening.
 */
export function WeeklyHoursFields<Params>({ form, timeZone }: { form: UseFormReturnType<ScheduleFormValues, Params>; timeZone: string }) {
  const { t } = useTranslation('booking');
  const locale = languageLocales[useLanguage()];
  const days = form.getValues().weeklyHours;
  return (
    <Fieldset legend={t('schedule.hours', { timeZone })}>
      <Stack gap="md">
        {days.map((day, weekday) => (
          <Fieldset key={weekday} legend={weekdayName(weekday, locale)} variant="unstyled" styles={{ legend: { fontWeight: 600 } }}>
            {/* On a phone the switch has its row and the two times share the next. */}
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 4 }} pb={{ sm: 'xs' }}>
                <Switch label={t('schedule.open')} {...form.getInputProps(`weeklyHours.${weekday}.open`, { type: 'checkbox' })} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <TextInput
                  type="time"
                  label={t('schedule.opensAt')}
                  disabled={!day.open}
                  required={day.open}
                  {...form.getInputProps(`weeklyHours.${weekday}.opensAt`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <TextInput
                  type="time"
                  label={t('schedule.closesAt')}
                  disabled={!day.open}
                  required={day.open}
                  {...form.getInputProps(`weeklyHours.${weekday}.closesAt`)}
                />
              </Grid.Col>
            </Grid>
          </Fieldset>
        ))}
      </Stack>
    </Fieldset>
  );
}
