import { Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link/back-link';
import { paths } from '../../../config/paths';
import { useStaffCase } from '../api/console-cases';
import { CaseBadges } from '../components/console/case-badges';
import { CaseDonorPanel } from '../components/console/case-donor-panel';
import { CaseEscalateForm, CaseNoteForm, CaseReplyForm } from '../components/console/case-message-form';
import { CaseRequest } from '../components/console/case-request';
import { CaseThread } from '../components/console/case-thread';
import { CaseWorkflow } from '../components/console/case-workflow';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** `/staff/cases/:caseId`: the request, the conversation and reply, the internal notes, the workflow and the donor's context. */
export function CasePageRoute() {
  const { t } = useTranslation('cases');
  const { caseId = '' } = useParams();
  const found = useStaffCase(caseId);
  const data = found.data;
  useDocumentTitle(data ? t('case.title', { number: data.case.number }) : t('case.loading'));

  return (
    <Stack gap="md">
      <BackLink to={`${paths.staff}/cases`}>{t('case.back')}</BackLink>
      {found.isError ? (
        <Text role="alert">{found.error.message}</Text>
      ) : !data ? (
        <Stack role="status" aria-busy="true" aria-label={t('case.loading')}>
          <Skeleton height={36} />
          <Skeleton height={200} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <>
          <Group gap="sm" wrap="wrap">
            <Title order={1}>{t('case.title', { number: data.case.number })}</Title>
            <CaseBadges status={data.case.status} overdue={data.case.overdue} escalated={data.case.escalated} />
          </Group>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <Section id="case-request" title={t('case.request')}>
                  <CaseRequest item={data.case} />
                </Section>
                <Section id="case-conversation" title={t('case.conversation')}>
                  <CaseThread messages={data.case.replies} label={t('case.conversation')} empty={t('case.noReplies')} />
                  <CaseReplyForm caseId={data.case.id} />
                </Section>
                <Section id="case-notes" title={t('case.notes')}>
                  <Text size="sm">{t('case.notesHint')}</Text>
                  <CaseThread
                    messages={data.case.notes.map((note) => ({ ...note, author: 'staff' as const }))}
                    label={t('case.notes')}
                    empty={t('case.noNotes')}
                    tone="note"
                  />
                  <CaseNoteForm caseId={data.case.id} />
                </Section>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <Section id="case-actions" title={t('case.actions')}>
                  <CaseWorkflow
                    key={`${data.case.status}-${data.case.assignee?.id ?? ''}`}
                    caseId={data.case.id}
                    status={data.case.status}
                    assigneeId={data.case.assignee?.id ?? null}
                    assignees={data.assignees}
                  />
                </Section>
                {data.case.escalated ? null : (
                  <Section id="case-escalate" title={t('case.escalateTitle')}>
                    <CaseEscalateForm caseId={data.case.id} />
                  </Section>
                )}
                <Section id="case-donor" title={t('donor.title')}>
                  <CaseDonorPanel donor={data.donor} />
                </Section>
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
