import { Fieldset, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { screeningTestTypes, visitDeferralCodes } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { PaymentRowsFields } from './payment-rows-fields';
import type { VisitFactsValues } from './visit-form-values';

/** The facts of a visit, shared by the record and the correction forms: times, outcome, payments, vitals, deferral. */
export function VisitFactsFields<Values extends VisitFactsValues, Params>({ form }: { form: UseFormReturnType<Values, Params> }) {
  const { t } = useTranslation('staff-visits');
  const deferred = form.getValues().deferralCode !== '';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="datetime-local" label={t('fields.checkin')} required {...form.getInputProps('checkin')} />
        <TextInput type="datetime-local" label={t('fields.checkout')} {...form.getInputProps('checkout')} />
      </SimpleGrid>
      <Switch label={t('fields.donated')} {...form.getInputProps('donated', { type: 'checkbox' })} />
      <PaymentRowsFields form={form} />
      <Fieldset legend={t('fields.screening')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {screeningTestTypes.map((type) => (
            <TextInput key={type} label={t(`fields.${type}`)} inputMode="decimal" {...form.getInputProps(type)} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('fields.deferral')}>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('fields.deferralReason')}
            data={[
              { value: '', label: t('fields.noDeferral') },
              ...visitDeferralCodes.map((code) => ({ value: code, label: t(`deferralReasons.${code}`) })),
            ]}
            allowDeselect={false}
            {...form.getInputProps('deferralCode')}
          />
          {deferred && (
            <TextInput
              type="date"
              label={t('fields.deferralUntil')}
              description={t('fields.deferralUntilHint')}
              {...form.getInputProps('deferralUntil')}
            />
          )}
        </Group>
      </Fieldset>
    </>
  );
}
