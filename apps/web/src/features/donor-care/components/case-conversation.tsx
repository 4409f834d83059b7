import { Paper, Stack, Text } from '@mantine/core';
import type { CaseReply } from '@portal/contract/entities/donor-care-case';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';

/** A case's conversation as the donor reads it: their own messages and the care team's answers, oldest first. */
export function CaseConversation({ replies }: { replies: readonly CaseReply[] }) {
  const { t, i18n } = useTranslation('donor-care');
  const language = currentLanguage(i18n);
  if (replies.length === 0) return <Text size="sm">{t('requests.noReplies')}</Text>;
  return (
    <Stack gap="xs" component="ol" aria-label={t('requests.conversation')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {replies.map((reply) => (
        <Paper component="li" key={reply.id} withBorder p="sm" bg={reply.author === 'staff' ? 'var(--mantine-color-gray-0)' : undefined}>
          <Text size="sm" fw={600}>
            {reply.author === 'staff' ? t('requests.fromCare', { name: reply.staffName ?? '' }) : t('requests.fromYou')}
            {' · '}
            <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt, language)}</time>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {reply.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
