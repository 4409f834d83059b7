import type { ChatbotFields } from '@portal/contract/entities/chatbot-tree';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatbotPanel } from '../../../../components/chatbot/chatbot-panel';
import { draftChatSource } from '../../utils/chatbot/chat-tree';
import { PreviewFrame } from '../../../../components/content-editor/preview-frame';

/** The tree as donors will meet it: the donor's own chat window, walking the form's draft in either language. */
export function ChatbotPreview({ fields }: { fields: ChatbotFields }) {
  // The chat window's own labels ('contact') are loaded in both languages with the frame's.
  const { t } = useTranslation(['content', 'contact']);
  const source = useMemo(() => draftChatSource(fields), [fields]);
  return (
    <PreviewFrame
      note={t('chatbot.previewNote')}
      testId="chatbot-preview"
      render={(language, _modalProps, onClose) => (
        <ChatbotPanel key={language} source={source} language={language} onClose={onClose} requestForm={RequestNote} />
      )}
    />
  );
}

/** Where the donor's request form would be: the preview says so rather than sending anything. */
function RequestNote() {
  const { t } = useTranslation('content');
  return <Text size="sm">{t('chatbot.requestPreview')}</Text>;
}
