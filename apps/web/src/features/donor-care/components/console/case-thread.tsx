import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates/dates';
import { currentLanguage } from '../../../../lib/i18n';

interface ThreadMessage {
  id: string;
  author: 'staff' | 'donor';
  staffName: string | null;
  body: string;
  createdAt: string;
}

/** The conversation (or the internal notes) of a case, oldest first. */
export function CaseThread({
  messages,
  label,
  empty,
  tone,
}: {
  messages: readonly ThreadMessage[];
  label: string;
  empty: string;
  tone?: 'note';
}) {
  const { t, i18n } = useTranslation('cases');
  const language = currentLanguage(i18n);
  if (messages.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <Stack gap="xs" component="ol" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {messages.map((message) => (
        <Paper
          component="li"
          key={message.id}
          withBorder
          p="sm"
          bg={tone === 'note' ? 'var(--mantine-color-yellow-0)' : message.author === 'donor' ? 'var(--mantine-color-blue-0)' : undefined}
        >
          <Text size="sm" fw={600}>
            {message.author === 'donor' ? t('case.fromDonor') : t('case.fromStaff', { name: message.staffName ?? '' })} ·{' '}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
