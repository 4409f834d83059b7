import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import type { CaseDonorContext } from '@portal/contract/entities/case-staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { formatDay, formatDateTime } from '../../../../lib/dates/dates';
import { currentLanguage } from '../../../../lib/i18n';
import { CaseBadges } from './case-badges';

/** The donor behind the request, read-only: profile summary, last visits, the active deferral, previous cases. */
export function CaseDonorPanel({ donor }: { donor: CaseDonorContext | null }) {
  const { t, i18n } = useTranslation('cases');
  const language = currentLanguage(i18n);
  if (!donor) return <Text size="sm">{t('donor.visitor')}</Text>;
  const deferral = donor.activeDeferral;
  return (
    <Stack gap="sm">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('donor.title')}</Table.Th>
            <Table.Td>
              {donor.firstName} {donor.lastName}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('donor.number')}</Table.Th>
            <Table.Td>{donor.donorNumber}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('donor.status')}</Table.Th>
            <Table.Td>{donor.status}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('donor.homeCenter')}</Table.Th>
            <Table.Td>{donor.homeCenter ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('case.email')}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{donor.email ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('case.phone')}</Table.Th>
            <Table.Td>{donor.phone ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('donor.deferral')}</Table.Th>
            <Table.Td>
              {deferral
                ? deferral.until
                  ? t('donor.deferralUntil', { reason: deferral.reason, until: formatDay(deferral.until, language) })
                  : t('donor.deferralPermanent', { reason: deferral.reason })
                : t('donor.noDeferral')}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('donor.lastVisits')}
      </Title>
      {donor.lastVisits.length === 0 ? (
        <Text size="sm">{t('donor.noVisits')}</Text>
      ) : (
        <List size="sm">
          {donor.lastVisits.map((visit) => (
            <List.Item key={visit.visitNumber}>
              {formatDateTime(visit.checkinAt, language)} · {visit.center} · {visit.donated ? t('donor.donated') : t('donor.notDonated')}
            </List.Item>
          ))}
        </List>
      )}
      <Title order={3} size="h5">
        {t('donor.previousCases')}
      </Title>
      {donor.previousCases.length === 0 ? (
        <Text size="sm">{t('donor.noPreviousCases')}</Text>
      ) : (
        <List size="sm">
          {donor.previousCases.map((previous) => (
            <List.Item key={previous.id}>
              <Anchor component={Link} to={`${paths.staff}/cases/${previous.id}`}>
                {previous.number}
              </Anchor>{' '}
              · {previous.subject} <CaseBadges status={previous.status} overdue={false} escalated={false} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
