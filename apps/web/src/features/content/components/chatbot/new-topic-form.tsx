import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { documentShapes } from '@portal/contract/entities/content-documents';
import { documentTree, emptyOf } from '@portal/contract/rules/document-tree';
import type { saveDocument } from '@portal/contract/services/content/documents/save-document';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { isGatewayError } from '../../../../lib/gateway';
import { useServiceMutation } from '../../../../lib/service-query';
import { contentReads } from '../../api/content-mutations';

const TOPIC_CODE = /^[a-z0-9-]{1,40}$/;

/**
 * A new education topic (a deferral or adverse-event reason the categories can point to): its code, then the editor
 * with an empty draft in both languages, which donors read once it is complete and published.
 */
export function NewTopicForm() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (TOPIC_CODE.test(value) ? null : t('documents.newTopic.codeInvalid')) },
  });
  const create = useServiceMutation('content/saveDocument', {
    invalidates: contentReads,
    onSuccess: (reply) => void navigate(`${paths.staff}/documents/${encodeURIComponent(reply.id)}`),
  });
  const submit = form.onSubmit(({ code }) => {
    const empty = emptyOf(documentTree(documentShapes.educationTopic));
    const params: z.input<typeof saveDocument.params> = { id: `topic:${code}`, fields: { en: empty, es: empty } };
    create.mutate(params);
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-topic-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} id="new-topic-title">
            {t('documents.newTopic.title')}
          </Title>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('documents.newTopic.code')}
              description={t('documents.newTopic.codeHint')}
              miw={260}
              {...form.getInputProps('code')}
            />
            <Button type="submit" loading={create.isPending}>
              {t('documents.newTopic.create')}
            </Button>
          </Group>
          {create.error && isGatewayError(create.error) ? (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
