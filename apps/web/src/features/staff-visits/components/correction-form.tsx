import { Alert, Button, Stack, Textarea, Title, Text } from '@mantine/core';
import type { StaffVisit } from '@portal/contract';
import { correctVisit } from '@portal/contract/services/staff-visits/correct-visit';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { isGatewayError } from '../../../lib/gateway';
import { useCorrectVisit } from '../api/correct-visit';
import { VisitFactsFields } from './visit-facts-fields';
import { factsFieldOf, factsToParams, valuesFromFacts, type VisitFactsValues } from './visit-form-values';

interface CorrectionValues extends VisitFactsValues {
  note: string;
}

/** The correction form, starting from the visit as it is; the reply says what the points did. */
export function CorrectionForm({ visit }: { visit: StaffVisit }) {
  const { t } = useTranslation('staff-visits');
  const { t: tm } = useTranslation('messages');
  const { form, showServerErrors } = useContractForm({
    schema: correctVisit.params,
    initialValues: { ...valuesFromFacts(visit.facts), note: '' } satisfies CorrectionValues,
    // A stored payment whose time was left as shown keeps its own instant (factsToParams).
    toParams: (values: CorrectionValues) => ({ visitID: visit.visitID, ...factsToParams(values), note: values.note }),
    fieldOf: factsFieldOf,
  });
  const correct = useCorrectVisit();
  const failure = correct.error && !correct.isPending ? (isGatewayError(correct.error) ? correct.error.message : tm('networkError')) : null;
  const result = correct.data;

  return (
    <form
      onSubmit={form.onSubmit((params) =>
        correct.mutate(params, { onSuccess: () => form.setFieldValue('note', ''), onError: (error) => showServerErrors(error) }),
      )}
      noValidate
    >
      <Stack gap="md" maw={720}>
        <Title order={2}>{t('correct.title')}</Title>
        <Text size="sm">{t('correct.intro')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {result && !correct.isPending && (
          <Alert color={result.changed ? 'green' : 'gray'} role="status">
            {!result.changed
              ? t('correct.unchanged')
              : result.shortfall > 0
                ? t('correct.doneShortfall', { points: result.pointsChange, shortfall: result.shortfall })
                : t('correct.done', { points: result.pointsChange })}
          </Alert>
        )}
        <VisitFactsFields form={form} />
        <Textarea label={t('fields.note')} required autosize minRows={2} {...form.getInputProps('note')} />
        <Button type="submit" loading={correct.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('correct.submit')}
        </Button>
      </Stack>
    </form>
  );
}
