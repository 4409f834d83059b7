import { Alert, Button, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { BookingRules } from '@portal/contract';
import { bookingRulesLimits } from '@portal/contract/entities/booking';
import { saveBookingRules } from '@portal/contract/services/booking/rules/save-booking-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { useSaveSubmit } from '../schedule/use-save-submit';
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

  return (
    <form onSubmit={submit} noValidate aria-label={t('rules.title')}>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {ruleFields.map((field) => {
            const [min, max] = bookingRulesLimits[field];
            return (
              <NumberInput
                key={field}
                label={t(`rules.fields.${field}`)}
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
        <div role="status" aria-live="polite">
          {saved ? <Alert color="teal">{t('rules.saved')}</Alert> : null}
        </div>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('rules.save')}
        </Button>
      </Stack>
    </form>
  );
}
