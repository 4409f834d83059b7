import { Accordion, Group, Skeleton, Stack, Text } from '@mantine/core';
import { openCaseStatuses } from '@portal/contract/entities/donor-care-case';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useMyCases } from '../api/get-my-cases';
import { CaseConversation } from './case-conversation';
import { CaseReplyForm } from './case-reply-form';
import { CaseStatusBadge } from './case-status-badge';

/** "My requests" (issue 14): each case's number, status, dates and conversation; an open case takes an answer. */
export function MyRequests() {
  const { t, i18n } = useTranslation('donor-care');
  const language = currentLanguage(i18n);
  const cases = useMyCases();
  const rows = cases.data?.cases ?? [];
  return (
    <section aria-labelledby="my-requests">
      <h2 id="my-requests">{t('requests.title')}</h2>
      {cases.isPending ? (
        <Stack role="status" aria-busy="true" aria-label={t('requests.loading')}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : rows.length === 0 ? (
        <Text size="sm">{t('requests.none')}</Text>
      ) : (
        <Accordion multiple variant="separated">
          {rows.map((row) => (
            <Accordion.Item key={row.id} value={row.id}>
              <Accordion.Control>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={0}>
                    <Text fw={600}>
                      {row.number} · {row.subject}
                    </Text>
                    <Text size="sm">
                      {row.centerName
                        ? t('requests.eventAt', { date: formatDay(row.eventDate, language), center: row.centerName })
                        : t('requests.event', { date: formatDay(row.eventDate, language) })}
                    </Text>
                  </Stack>
                  <CaseStatusBadge status={row.status} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Text size="sm">
                    {t('requests.sent', { when: formatDateTime(row.createdAt, language) })} ·{' '}
                    {t('requests.updated', { when: formatDateTime(row.updatedAt, language) })}
                  </Text>
                  {row.description ? (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {row.description}
                    </Text>
                  ) : null}
                  <CaseConversation replies={row.replies} />
                  {openCaseStatuses.includes(row.status) ? (
                    <CaseReplyForm caseId={row.id} number={row.number} />
                  ) : (
                    <Text size="sm">{t('requests.closed')}</Text>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </section>
  );
}
