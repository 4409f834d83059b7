import { SimpleGrid, Stack } from '@mantine/core';
import type { BookingRules } from '@portal/contract';
import { bookingRulesLimits } from '@portal/contract/entities/booking';
import { saveBookingRules } from '@portal/contract/services/booking/rules/save-booking-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { useSaveSubmit } from '../schedule/use-save-submit';
import { RangeNumberInputs } from '../schedule/range-number-inputs';
import { SaveFooter } from '../schedule/save-footer';
import { useSaveBookingRules } from '../../api/center-schedule';
import { ruleFields, valuesToRules, type RulesValues } from '../schedule/schedule-form-values';

/** The company's booking rules, each with its allowed range; the server checks the same schema. */
export function BookingRulesForm({ rules }: { rules: BookingRules }) {
  const { t } = useTranslation('booking');
  const [initialValues] = useState<RulesValues>(() => ({ ...rules }));
  const { form, showServerErrors } = useContractForm({
    schema: saveBookingRules.params,
    initialValues,
    toParams: (values: RulesValues) => ({ rules: valuesToRules(values) }),
    fieldOf: (path) => path.replace(/^rules\./, ''),
  });
  const save = useSaveBookingRules();
  const { submit, saved, failure } = useSaveSubmit(form, showServerErrors, save);
  const labelOf = (field: (typeof ruleFields)[number]) => t(`rules.fields.${field}`);

  return (
    <form onSubmit={submit} noValidate aria-label={t('rules.title')}>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RangeNumberInputs fields={ruleFields} limits={bookingRulesLimits} labelOf={labelOf} inputProps={form.getInputProps} />
        </SimpleGrid>
        <SaveFooter saved={saved} failure={failure} pending={save.isPending} savedText={t('rules.saved')} saveText={t('rules.save')} />
      </Stack>
    </form>
  );
}
