import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { closureRow, type ScheduleFormValues } from './schedule-form-values';

/** The contract's limit on closures kept at once. */
const CLOSURES_MAX = 60;

/**
 * Closures and holidays, one row each (day, reason in English and Spanish). Each input's label names its row; adding
 * a row moves the focus to its day, removing one to the add button, so the list works from the keyboard alone.
 */
export function ClosuresFields<Params>({ form }: { form: UseFormReturnType<ScheduleFormValues, Params> }) {
  const { t } = useTranslation('booking');
  const rows = form.getValues().closures;
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <Fieldset legend={t('schedule.closures')}>
      <Stack gap="md">
        {rows.length === 0 && <Text size="sm">{t('schedule.noClosures')}</Text>}
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <Stack key={row.key} gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput type="date" label={t('schedule.closureDay', { n })} required {...form.getInputProps(`closures.${index}.day`)} />
                <TextInput
                  label={t('schedule.closureReasonEn', { n })}
                  required
                  maxLength={120}
                  {...form.getInputProps(`closures.${index}.reasonEn`)}
                />
                <TextInput
                  label={t('schedule.closureReasonEs', { n })}
                  maxLength={120}
                  {...form.getInputProps(`closures.${index}.reasonEs`)}
                />
              </SimpleGrid>
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => {
                    flushSync(() => form.removeListItem('closures', index));
                    addButton.current?.focus();
                  }}
                >
                  {t('schedule.removeClosure', { n })}
                </Button>
              </Group>
            </Stack>
          );
        })}
        <Group>
          <Button
            ref={addButton}
            variant="light"
            disabled={rows.length >= CLOSURES_MAX}
            onClick={() => {
              flushSync(() => form.insertListItem('closures', closureRow()));
              form.getInputNode(`closures.${rows.length}.day`)?.focus();
            }}
          >
            {t('schedule.addClosure')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
