import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { visitPaymentsMax } from '@portal/contract/constants';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { paymentRow, type VisitFactsValues } from './visit-form-values';

/**
 * The visit's payments, one row each (amount and time, empty time: at check-out), none when nothing was paid. Each
 * input's label names its row ("Payment 2 amount"); adding a row moves the focus to its amount, removing one to the
 * add button, so the list works from the keyboard alone.
 */
export function PaymentRowsFields<Values extends VisitFactsValues, Params>({ form }: { form: UseFormReturnType<Values, Params> }) {
  const { t } = useTranslation('staff-visits');
  const rows = form.getValues().payments;
  const addButton = useRef<HTMLButtonElement>(null);

  const listError = form.errors.payments;
  return (
    <Fieldset legend={t('fields.payments')}>
      <Stack gap="md">
        {rows.length === 0 && <Text size="sm">{t('fields.noPayments')}</Text>}
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <Stack key={row.key} gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('fields.paymentAmount', { n })}
                  required
                  inputMode="decimal"
                  {...form.getInputProps(`payments.${index}.amount`)}
                />
                <TextInput
                  type="datetime-local"
                  label={t('fields.paymentTime', { n })}
                  description={t('fields.paymentTimeHint')}
                  {...form.getInputProps(`payments.${index}.paidAt`)}
                />
              </SimpleGrid>
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => {
                    // Rendered at once, so the add button is enabled again (at the most rows) before it takes the focus.
                    flushSync(() => form.removeListItem('payments', index));
                    addButton.current?.focus();
                  }}
                >
                  {t('fields.removePayment', { n })}
                </Button>
              </Group>
            </Stack>
          );
        })}
        {typeof listError === 'string' && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            ref={addButton}
            variant="light"
            disabled={rows.length >= visitPaymentsMax}
            onClick={() => {
              // Rendered at once, so the new row's amount can take the focus. The cast: Values extends VisitFactsValues, so
              // its rows are PaymentRows, but TypeScript cannot resolve a path of a generic type.
              flushSync(() => form.insertListItem('payments', paymentRow() as FormArrayElement<Values, 'payments'>));
              form.getInputNode(`payments.${rows.length}.amount`)?.focus();
            }}
          >
            {t('fields.addPayment')}
          </Button>
          {rows.length >= visitPaymentsMax && <Text size="sm">{t('fields.paymentsMax', { max: visitPaymentsMax })}</Text>}
        </Group>
      </Stack>
    </Fieldset>
  );
}
