import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CHATBOT_TREE_ID } from '@portal/contract/entities/chatbot-tree';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatbotTree } from '../../api/content-queries';
import { ChatbotForm } from '../../components/chatbot/chatbot-form';
import { ChatbotPreview } from '../../components/chatbot/chatbot-preview';
import { ChatbotPublishing } from '../../components/chatbot/chatbot-publishing';
import { RevisionsPanel } from '../../components/publishing/revisions-panel';
import { emptyChatTree } from '../../utils/chatbot/chat-tree';

/** `/staff/chatbot`: the donor chatbot's one tree, its preview, publishing and versions. */
export function ChatbotEditorRoute() {
  const { t } = useTranslation('content');
  const tree = useChatbotTree();
  const showFieldErrors = useRef<(error: unknown) => boolean>(() => false);
  const [notice, setNotice] = useState<string | null>(null);

  if (!tree.data) {
    return tree.isError ? <Text role="alert">{tree.error.message}</Text> : <Skeleton height={320} aria-busy="true" />;
  }
  const item = tree.data.item;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('chatbot.title')}</Title>
      <Text>{t('chatbot.intro')}</Text>
      {item ? null : <Text>{t('chatbot.none')}</Text>}
      <Text role="status" fw={500}>
        {notice}
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {/* A new version (a save, a restore) starts the form again from the stored tree. */}
          <ChatbotForm
            key={item ? `v${item.version}` : 'new'}
            version={item?.version}
            initial={item?.fields ?? emptyChatTree()}
            onSaved={(version) => setNotice(t('editor.saved', { version }))}
            bindFieldErrors={(show) => {
              showFieldErrors.current = show;
            }}
          >
            {(fields) => <ChatbotPreview fields={fields} />}
          </ChatbotForm>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {item ? (
            <Stack gap="lg">
              <Text size="sm">{t('editor.unsaved')}</Text>
              <ChatbotPublishing
                key={item.version}
                version={item.version}
                publishedVersion={item.publishedVersion}
                onFieldErrors={(error) => {
                  showFieldErrors.current(error);
                }}
                onPublished={(version) => setNotice(t('chatbot.published', { version }))}
              />
              <RevisionsPanel
                key={`r${item.version}`}
                kind="chatbot"
                id={CHATBOT_TREE_ID}
                version={item.version}
                onRestored={(version) => setNotice(t('revisions.restored', { version }))}
              />
            </Stack>
          ) : null}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
