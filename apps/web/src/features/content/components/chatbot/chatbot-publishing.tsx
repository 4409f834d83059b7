import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { CHATBOT_TREE_ID } from '@portal/contract/entities/chatbot-tree';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { useContentMutation } from '../../api/content-mutations';

/**
 * Publishing the tree: at once, the whole draft (decision 030). The server refuses it while a label or an answer is
 * empty in either language; `onFieldErrors` puts its fields on the form.
 */
export function ChatbotPublishing({
  version,
  publishedVersion,
  onFieldErrors,
  onPublished,
}: {
  version: number;
  publishedVersion: number | null;
  onFieldErrors: (error: unknown) => void;
  onPublished: (version: number) => void;
}) {
  const { t } = useTranslation('content');
  const publish = useContentMutation('content/publishContent', {
    onSuccess: (reply) => onPublished(reply.version),
    onError: onFieldErrors,
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="chatbot-publishing-title">
      <Stack gap="sm">
        <Title order={2} id="chatbot-publishing-title">
          {t('chatbot.publishTitle')}
        </Title>
        <Text size="sm">
          {publishedVersion === null ? t('chatbot.neverPublished') : t('chatbot.publishedVersion', { version: publishedVersion })}{' '}
          {publishedVersion === version ? t('chatbot.upToDate') : t('chatbot.unpublished')}
        </Text>
        <Text size="sm">{t('chatbot.publishNote')}</Text>
        {publish.error && isGatewayError(publish.error) ? (
          <Alert color="red" role="alert">
            {publish.error.message}
          </Alert>
        ) : null}
        <div>
          <Button
            loading={publish.isPending}
            disabled={publishedVersion === version}
            onClick={() => publish.mutate({ kind: 'chatbot', id: CHATBOT_TREE_ID, expectedVersion: version, expireAt: null })}
          >
            {t('chatbot.publish')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
