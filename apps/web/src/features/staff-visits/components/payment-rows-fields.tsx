import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { visitPaymentsMax } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { RepeatableRows } from '../../../components/repeatable-rows/repeatable-rows';
import { formRows } from '../../../components/repeatable-rows/form-rows';
import { paymentRow, type VisitFactsValues } from './visit-form-values';

/**
 * The visit's payments, one row each (amount and time, empty time: at check-out), none when nothing was paid. Each
 * input's label names its row ("Payment 2 amount").
 */
export function PaymentRowsFields<Values extends VisitFactsValues, Params>({ form }: { form: UseFormReturnType<Values, Params> }) {
  const { t } = useTranslation('staff-visits');
  return (
    <RepeatableRows
      legend={t('fields.payments')}
      // The cast: Values extends VisitFactsValues, so its rows are PaymentRows, but TypeScript cannot resolve a path of
      // a generic type.
      {...formRows(form as UseFormReturnType<VisitFactsValues, Params>, 'payments', form.getValues().payments, paymentRow, 'amount')}
      max={visitPaymentsMax}
      empty={t('fields.noPayments')}
      addLabel={t('fields.addPayment')}
      removeLabel={(n) => t('fields.removePayment', { n })}
      atMax={t('fields.paymentsMax', { max: visitPaymentsMax })}
      columns={2}
    >
      {(_, index, n) => (
        <>
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
        </>
      )}
    </RepeatableRows>
  );
}
