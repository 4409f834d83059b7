import { Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { StaffCase } from '@portal/contract/entities/case-staff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatDateTime } from '../../../../lib/dates/dates';
import { currentLanguage } from '../../../../lib/i18n';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** What the donor sent (channel, event, contact, text, screenshots) and the case's targets. */
export function CaseRequest({ item }: { item: StaffCase }) {
  const { t, i18n } = useTranslation('cases');
  const language = currentLanguage(i18n);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : t('case.notYet'));
  return (
    <Stack gap="sm">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Row label={t('case.channel')}>{t(`channels.${item.channel}`)}</Row>
          <Row label={t('case.received')}>{when(item.createdAt)}</Row>
          <Row label={t('case.event')}>
            {item.visit
              ? t('case.visit', { number: item.visit.visitNumber, when: formatDateTime(item.visit.checkinAt, language) })
              : t('case.eventAt', { date: formatDay(item.eventDate, language), center: item.center?.name ?? t('queue.noCenter') })}
          </Row>
          <Row label={t('case.contact')}>
            {item.contact.firstName} {item.contact.lastName}
          </Row>
          <Row label={t('case.email')}>{item.contact.email ?? t('case.noAnswerChannel')}</Row>
          <Row label={t('case.phone')}>{item.contact.phone ?? t('case.noAnswerChannel')}</Row>
          <Row label={t('case.language')}>{t(`case.languages.${item.language}`)}</Row>
          <Row label={t('case.firstResponseDue')}>{when(item.firstResponseDueAt)}</Row>
          <Row label={t('case.firstRespondedAt')}>{when(item.firstRespondedAt)}</Row>
          <Row label={t('case.resolutionDue')}>{when(item.resolutionDueAt)}</Row>
          <Row label={t('case.resolvedAt')}>{when(item.resolvedAt)}</Row>
          {item.escalatedAt ? <Row label={t('escalated')}>{when(item.escalatedAt)}</Row> : null}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h4">
        {item.subject}
      </Title>
      {item.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{item.description}</Text> : null}
      {item.screenshots.length > 0 ? (
        <>
          <Title order={3} size="h5">
            {t('case.screenshots')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {item.screenshots.map((shot) => (
              <Image
                key={shot.id}
                src={`data:${shot.contentType};base64,${shot.data}`}
                alt={t('case.screenshotAlt', { name: shot.name })}
                radius="sm"
              />
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
