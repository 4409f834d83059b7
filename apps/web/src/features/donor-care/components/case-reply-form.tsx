import { Button, Group, Stack, Textarea } from '@mantine/core';
import { replyToCase } from '@portal/contract/services/donor-care/reply-to-case';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { useReplyToCase } from '../api/reply-to-case';

/** The donor's answer to an open case. */
export function CaseReplyForm({ caseId, number }: { caseId: string; number: string }) {
  const { t } = useTranslation('donor-care');
  const showError = useErrorMessage();
  const send = useReplyToCase();
  const { form, submitThrough } = useContractForm({
    schema: replyToCase.params,
    initialValues: { body: '' },
    toParams: (values) => ({ caseId, body: values.body }),
  });
  const submit = submitThrough(send, showError, () => form.reset());
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea label={t('requests.replyLabel', { number })} autosize minRows={2} maxRows={8} {...form.getInputProps('body')} />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('requests.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
