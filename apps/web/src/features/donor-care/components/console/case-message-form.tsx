import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { addCaseNote } from '@portal/contract/services/donor-care/add-case-note';
import { escalateCase } from '@portal/contract/services/donor-care/escalate-case';
import { replyAsStaff } from '@portal/contract/services/donor-care/reply-as-staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { useErrorMessage } from '../../../../components/message-modal/use-error-message';
import { useCaseWrite } from '../../api/console-cases';

type NextStatus = 'in_progress' | 'waiting_on_donor' | 'resolved';
const nextStatuses: NextStatus[] = ['waiting_on_donor', 'in_progress', 'resolved'];

/** The reply to the donor, and what the case becomes after it (waiting on the donor unless chosen otherwise). */
export function CaseReplyForm({ caseId }: { caseId: string }) {
  const { t } = useTranslation('cases');
  const showError = useErrorMessage();
  const write = useCaseWrite('cases/reply');
  const [nextStatus, setNextStatus] = useState<NextStatus>('waiting_on_donor');
  const { form, submitThrough } = useContractForm({
    schema: replyAsStaff.params,
    initialValues: { body: '' },
    toParams: (values) => ({ caseId, body: values.body, nextStatus }),
  });
  const submit = submitThrough(write, showError, () => form.reset());
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea label={t('case.replyLabel')} description={t('case.replyHint')} autosize minRows={3} {...form.getInputProps('body')} />
        <Group align="end" wrap="wrap">
          <Select
            label={t('case.nextStatus')}
            allowDeselect={false}
            data={nextStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            value={nextStatus}
            onChange={(next) => setNextStatus((next as NextStatus | null) ?? 'waiting_on_donor')}
          />
          <Button type="submit" loading={write.isPending}>
            {t('case.sendReply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An internal note: staff read it on the case page; the donor never does. */
export function CaseNoteForm({ caseId }: { caseId: string }) {
  const { t } = useTranslation('cases');
  const showError = useErrorMessage();
  const write = useCaseWrite('cases/addNote');
  const { form, submitThrough } = useContractForm({
    schema: addCaseNote.params,
    initialValues: { body: '' },
    toParams: (values) => ({ caseId, body: values.body }),
  });
  const submit = submitThrough(write, showError, () => form.reset());
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea label={t('case.noteLabel')} autosize minRows={2} {...form.getInputProps('body')} />
        <Group>
          <Button type="submit" variant="light" loading={write.isPending}>
            {t('case.addNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Escalation above the center, with its reason (kept as an internal note). */
export function CaseEscalateForm({ caseId }: { caseId: string }) {
  const { t } = useTranslation('cases');
  const showError = useErrorMessage();
  const write = useCaseWrite('cases/escalate');
  const { form, submitThrough } = useContractForm({
    schema: escalateCase.params,
    initialValues: { reason: '' },
    toParams: (values) => ({ caseId, reason: values.reason }),
  });
  const submit = submitThrough(write, showError, () => form.reset());
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('case.escalateReason')}
          description={t('case.escalateHint')}
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <Group>
          <Button type="submit" variant="outline" color="grape" loading={write.isPending}>
            {t('case.escalate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
