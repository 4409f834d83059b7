import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDay, formatDateTime } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useVisitorCase } from '../api/get-visitor-case';
import { CaseConversation } from '../components/case-conversation';
import { CaseStatusBadge } from '../components/case-status-badge';

/** `/donorcare/case?token=…` (issue 14, public): a visitor's request and the care team's answers, through their e-mailed link. */
export function VisitorCaseRoute() {
  const { t, i18n } = useTranslation('donor-care');
  const language = currentLanguage(i18n);
  useDocumentTitle(t('visitorCase.title'));
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const found = useVisitorCase(token);
  const item = found.data?.case;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('visitorCase.title')}</Title>
      {item ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                {item.number} · {item.subject}
              </Title>
              <CaseStatusBadge status={item.status} />
            </Group>
            <Text size="sm">
              {t('requests.sent', { when: formatDateTime(item.createdAt, language) })} ·{' '}
              {t('requests.updated', { when: formatDateTime(item.updatedAt, language) })}
            </Text>
            <Text size="sm">{t('visitorCase.event', { date: formatDay(item.eventDate, language), center: item.centerName ?? '—' })}</Text>
            {item.description ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.description}
              </Text>
            ) : null}
            <Title order={3} size="h4">
              {t('requests.conversation')}
            </Title>
            <CaseConversation replies={item.replies} />
          </Stack>
        </Paper>
      ) : found.isError || token === '' ? (
        <Alert color="red" role="alert">
          {t('visitorCase.notFound')}
        </Alert>
      ) : (
        <Stack role="status" aria-busy="true" aria-label={t('requests.loading')}>
          <Skeleton height={36} />
          <Skeleton height={120} />
        </Stack>
      )}
    </Stack>
  );
}
