import { Alert, Anchor, Divider, List, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { StaffVisit } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDayIn, formatTimeIn } from '../../../lib/dates/dates';
import { isGatewayError } from '../../../lib/gateway';
import { useLanguage } from '../../../lib/service-query';
import { useStaffVisit } from '../api/get-visit';
import { CorrectionForm } from '../components/correction-form';

/** What the record form hands over when it opens the visit it recorded. */
interface RecordedState {
  recorded?: boolean;
  points?: number;
}

function Facts({ visit }: { visit: StaffVisit }) {
  const { t } = useTranslation('staff-visits');
  const language = useLanguage();
  const when = (iso: string | null) =>
    iso ? `${formatDayIn(iso, visit.locationTimezone, language)} ${formatTimeIn(iso, visit.locationTimezone, language)}` : t('visit.none');
  const { facts } = visit;
  const items: [string, string][] = [
    [t('visit.donor'), `${visit.donorNumber} · ${visit.donorName}`],
    [t('visit.center'), visit.locationName],
    [t('fields.checkin'), when(facts.checkinTS)],
    [t('fields.checkout'), when(facts.checkoutTS)],
    [t('fields.donated'), facts.donated ? t('list.yes') : t('list.no')],
    [t('visit.points'), String(visit.points)],
    [t('fields.payments'), facts.payments.length ? facts.payments.map((p) => p.amount.toFixed(2)).join(', ') : t('visit.none')],
    [
      t('fields.screening'),
      facts.screeningTests.length ? facts.screeningTests.map((s) => `${t(`fields.${s.type}`)}: ${s.value}`).join(' · ') : t('visit.none'),
    ],
    [
      t('fields.deferral'),
      facts.deferral
        ? `${t(`deferralReasons.${facts.deferral.code}`)} · ${facts.deferral.until ? formatDayIn(`${facts.deferral.until}T12:00:00Z`, 'UTC', language) : t('visit.permanent')}`
        : t('visit.none'),
    ],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl">
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Ledger({ visit }: { visit: StaffVisit }) {
  const { t } = useTranslation('staff-visits');
  const language = useLanguage();
  if (visit.ledger.length === 0) return <Text>{t('visit.ledgerEmpty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('visit.date')}</Table.Th>
            <Table.Th>{t('visit.kind')}</Table.Th>
            <Table.Th>{t('list.columns.points')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visit.ledger.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDayIn(entry.createdTS, visit.locationTimezone, language)}</Table.Td>
              <Table.Td>{t(`kinds.${entry.kind}`)}</Table.Td>
              <Table.Td>{entry.points > 0 ? `+${entry.points}` : entry.points}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function History({ visit }: { visit: StaffVisit }) {
  const { t } = useTranslation('staff-visits');
  const language = useLanguage();
  if (visit.history.length === 0) return <Text>{t('visit.historyEmpty')}</Text>;
  return (
    <List spacing="sm">
      {visit.history.map((c) => (
        <List.Item key={c.correctionID}>
          <Text fw={600}>
            {t('visit.correctedBy', {
              name: c.staffName,
              date: `${formatDayIn(c.at, visit.locationTimezone, language)} ${formatTimeIn(c.at, visit.locationTimezone, language)}`,
            })}
          </Text>
          <Text>{c.note}</Text>
          <Text size="sm">{t('visit.pointsChange', { points: c.pointsChange })}</Text>
          {c.shortfall > 0 && <Text size="sm">{t('visit.shortfall', { points: c.shortfall })}</Text>}
        </List.Item>
      ))}
    </List>
  );
}

/** A visit of my centers: its facts, points entries and corrections, and the correction form. */
export function VisitRoute() {
  const { t } = useTranslation('staff-visits');
  const { visitId = '' } = useParams();
  const state = (useLocation().state ?? {}) as RecordedState;
  const visit = useStaffVisit(visitId);

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={paths.staffVisits}>
        {t('visit.back')}
      </Anchor>
      {state.recorded !== undefined && (
        <Alert color={state.recorded ? 'green' : 'gray'} role="status">
          {state.recorded ? t('record.recorded', { points: state.points ?? 0 }) : t('record.alreadyRecorded')}
        </Alert>
      )}
      {visit.data ? (
        <>
          <Title order={1}>{t('visit.title', { number: visit.data.visit.visitNumber })}</Title>
          <Facts visit={visit.data.visit} />
          <Title order={2}>{t('visit.ledgerTitle')}</Title>
          <Ledger visit={visit.data.visit} />
          <Title order={2}>{t('visit.historyTitle')}</Title>
          <History visit={visit.data.visit} />
          <Divider />
          <CorrectionForm key={visit.data.visit.visitID} visit={visit.data.visit} />
        </>
      ) : visit.isError ? (
        <Alert color="red" role="alert">
          {isGatewayError(visit.error) && visit.error.status === 404 ? t('visit.notFound') : t('visit.error')}
        </Alert>
      ) : (
        <Stack aria-busy="true">
          <Skeleton height={36} width="50%" />
          <Skeleton height={160} />
          <Skeleton height={120} />
        </Stack>
      )}
    </Stack>
  );
}
