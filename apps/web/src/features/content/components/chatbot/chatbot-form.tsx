import { Stack } from '@mantine/core';
import type { ChatbotFields } from '@portal/contract/entities/chatbot-tree';
import { saveChatbot } from '@portal/contract/services/content/chatbot/save-chatbot';
import type { ReactNode } from 'react';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { useServiceMutation } from '../../../../lib/service-query';
import { contentReads } from '../../api/content-mutations';
import { ChatNodeEditor } from './chat-node-editor';
import type { ContentFormValues } from '../content-form-values';
import { SaveFooter } from '../../../../components/content-editor/save-footer';

/** The whole chatbot tree in one form, checked by the save's own contract; saving keeps a draft and a version. */
export function ChatbotForm({
  version,
  initial,
  onSaved,
  bindFieldErrors,
  children,
}: {
  /** The version the editor loaded; undefined when no tree was ever saved. */
  version: number | undefined;
  initial: ChatbotFields;
  onSaved: (version: number) => void;
  bindFieldErrors: (show: (error: unknown) => boolean) => void;
  children: (fields: ChatbotFields) => ReactNode;
}) {
  const save = useServiceMutation('content/saveChatbot', {
    invalidates: contentReads,
    onSuccess: (reply) => onSaved(reply.version),
    onError: (error) => void showServerErrors(error),
  });
  const { form, showServerErrors } = useContractForm<ContentFormValues<ChatbotFields>, typeof saveChatbot.params>({
    schema: saveChatbot.params,
    initialValues: { fields: initial },
    toParams: (values) => ({ ...(version ? { expectedVersion: version } : {}), fields: values.fields }),
  });
  bindFieldErrors(showServerErrors);
  const fields = form.getValues().fields;

  return (
    <Stack gap="lg">
      <form onSubmit={form.onSubmit((params) => save.mutate(params))} noValidate>
        <Stack gap="md">
          <ChatNodeEditor
            form={form as unknown as Parameters<typeof ChatNodeEditor>[0]['form']}
            node={fields.root}
            path="fields.root"
            number=""
          />
          <SaveFooter save={save} />
        </Stack>
      </form>
      {children(fields)}
    </Stack>
  );
}
