import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { recordVisit } from '@portal/contract/services/staff-visits/record-visit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenterSelect } from '../../../components/center-select/center-select';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { paths } from '../../../config/paths';
import { isGatewayError } from '../../../lib/gateway';
import { useRecordVisit } from '../api/record-visit';
import { VisitFactsFields } from './visit-facts-fields';
import { factsFieldOf, factsToParams, newVisitFacts, type VisitFactsValues } from './visit-form-values';

interface RecordValues extends VisitFactsValues {
  donorNumber: string;
  /** The center's number, picked among the caller's centers. */
  center: string;
  visitNumber: string;
}

/** A visit number of the console: the form keeps it, so submitting twice records the visit once. */
function newVisitNumber(): string {
  return `C${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.toUpperCase();
}

/** The record-a-visit form: the donor, the center, and the facts; on success, the visit's page. */
export function RecordVisitForm({
  centers,
  prefill = {},
}: {
  centers: readonly { id: number; name: string }[];
  /** From the day view's check-in: the donor checked in and the center. */
  prefill?: { donorNumber?: string; center?: string };
}) {
  const { t } = useTranslation('staff-visits');
  const { t: tm } = useTranslation('messages');
  const navigate = useNavigate();
  const [initialValues] = useState<RecordValues>(() => ({
    donorNumber: prefill.donorNumber ?? '',
    center: prefill.center ?? (centers.length === 1 ? String(centers[0]?.id) : ''),
    visitNumber: newVisitNumber(),
    ...newVisitFacts(new Date()),
  }));
  const { form, showServerErrors } = useContractForm({
    schema: recordVisit.params,
    initialValues,
    toParams: (values: RecordValues) => ({
      donorNumber: values.donorNumber,
      locationID: values.center.trim() ? Number(values.center) : Number.NaN,
      visitNumber: values.visitNumber,
      ...factsToParams(values),
    }),
    fieldOf: (path, values) => (path === 'locationID' ? 'center' : factsFieldOf(path, values)),
  });
  const record = useRecordVisit();
  const failure = record.error && !record.isPending ? (isGatewayError(record.error) ? record.error.message : tm('networkError')) : null;

  const submit = form.onSubmit((params) =>
    record.mutate(params, {
      onSuccess: (reply) =>
        void navigate(`${paths.staffVisits}/${reply.visitID}`, { state: { recorded: reply.created, points: reply.pointsAwarded } }),
      onError: (error) => showServerErrors(error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.donorNumber')} required autoComplete="off" {...form.getInputProps('donorNumber')} />
          <CenterSelect label={t('fields.center')} required centers={centers} {...form.getInputProps('center')} />
        </SimpleGrid>
        <TextInput label={t('fields.visitNumber')} description={t('fields.visitNumberHint')} {...form.getInputProps('visitNumber')} />
        <VisitFactsFields form={form} />
        <Button type="submit" loading={record.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('record.submit')}
        </Button>
      </Stack>
    </form>
  );
}
