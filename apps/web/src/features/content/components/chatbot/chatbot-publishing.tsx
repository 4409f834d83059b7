import { Button, Text } from '@mantine/core';
import { CHATBOT_TREE_ID } from '@portal/contract/entities/chatbot-tree';
import { useTranslation } from 'react-i18next';
import { useServiceMutation } from '../../../../lib/service-query';
import { contentReads } from '../../api/content-mutations';
import { PublishPanelLayout } from '../../../../components/publish-panel/publish-panel-layout';

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
  const publish = useServiceMutation('content/publishContent', {
    invalidates: contentReads,
    onSuccess: (reply) => onPublished(reply.version),
    onError: onFieldErrors,
  });
  return (
    <PublishPanelLayout
      titleId="chatbot-publishing-title"
      title={t('chatbot.publishTitle')}
      error={publish.error}
      actions={
        <Button
          loading={publish.isPending}
          disabled={publishedVersion === version}
          onClick={() => publish.mutate({ kind: 'chatbot', id: CHATBOT_TREE_ID, expectedVersion: version, expireAt: null })}
        >
          {t('chatbot.publish')}
        </Button>
      }
    >
      <Text size="sm">
        {publishedVersion === null ? t('chatbot.neverPublished') : t('chatbot.publishedVersion', { version: publishedVersion })}{' '}
        {publishedVersion === version ? t('chatbot.upToDate') : t('chatbot.unpublished')}
      </Text>
      <Text size="sm">{t('chatbot.publishNote')}</Text>
    </PublishPanelLayout>
  );
}
