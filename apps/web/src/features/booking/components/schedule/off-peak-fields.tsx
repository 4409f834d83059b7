import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { offPeakRow, type ScheduleFormValues } from './schedule-form-values';

/** The contract's limit on off-peak bands. */
const BANDS_MAX = 6;

/** The off-peak time bands (every open day), whose arrival windows donors see with the off-peak badge. */
export function OffPeakFields<Params>({ form }: { form: UseFormReturnType<ScheduleFormValues, Params> }) {
  const { t } = useTranslation('booking');
  const rows = form.getValues().offPeak;
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <Fieldset legend={t('schedule.offPeak')}>
      <Stack gap="md">
        <Text size="sm">{rows.length === 0 ? t('schedule.noOffPeak') : t('schedule.offPeakHint')}</Text>
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <Stack key={row.key} gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput type="time" label={t('schedule.offPeakFrom', { n })} required {...form.getInputProps(`offPeak.${index}.from`)} />
                <TextInput type="time" label={t('schedule.offPeakTo', { n })} required {...form.getInputProps(`offPeak.${index}.to`)} />
              </SimpleGrid>
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => {
                    flushSync(() => form.removeListItem('offPeak', index));
                    addButton.current?.focus();
                  }}
                >
                  {t('schedule.removeOffPeak', { n })}
                </Button>
              </Group>
            </Stack>
          );
        })}
        <Group>
          <Button
            ref={addButton}
            variant="light"
            disabled={rows.length >= BANDS_MAX}
            onClick={() => {
              flushSync(() => form.insertListItem('offPeak', offPeakRow()));
              form.getInputNode(`offPeak.${rows.length}.from`)?.focus();
            }}
          >
            {t('schedule.addOffPeak')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
