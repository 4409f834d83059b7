import { languageLocales } from '@portal/contract/languages';
import { Accordion, Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Visit } from '@portal/contract/entities/visit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { brand } from '../../../config/brand';
import { formatDay, formatDayIn, formatTimeIn } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { FeedbackEntry } from './feedback-entry';
import { formatDollars, screening, visitTitle } from './visit-format';

interface VisitItemProps {
  visit: Visit;
  canGiveFeedback: boolean;
}

/** One visit of spec 2.10: collapsed title, date and check-in; expanded payouts, Health Snapshot and feedback. */
export function VisitItem({ visit, canGiveFeedback }: VisitItemProps) {
  const { t, i18n } = useTranslation('history');
  const language = currentLanguage(i18n);
  const locale = languageLocales[language];
  const na = t('notAvailable');
  const value = (type: Parameters<typeof screening>[1]) => screening(visit, type);
  const sys = value('bpsys');
  const dia = value('bpdia');
  const rows: [string, string][] = [
    [t('snapshot.weight'), value('weight') === null ? na : `${value('weight')} ${t('units.lbs')}`],
    [t('snapshot.bloodPressure'), sys === null || dia === null ? na : `${sys}/${dia} ${t('units.mmHg')}`],
    [t('snapshot.pulse'), value('pulserate') === null ? na : `${value('pulserate')} ${t('units.bpm')}`],
    [t('snapshot.temperature'), value('temperature') === null ? na : `${value('temperature')} ${t('units.fahrenheit')}`],
  ];

  return (
    <Accordion.Item value={visit.visitID}>
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{visitTitle(brand.name, visit.locationName)}</Text>
          <Text size="sm">
            {formatDay(visit.visitDate, language)} ·{' '}
            {t('checkIn', { time: formatTimeIn(visit.checkinTS, visit.locationTimezone, language) })}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack>
          <div>
            <Title order={2} size="h4">
              {t('payout.title')}
            </Title>
            {visit.payments.length === 0 ? (
              <Text size="sm">{t('payout.none')}</Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {visit.payments.map((payment, i) => (
                    <Table.Tr key={i}>
                      <Table.Th scope="row">
                        {t('payout.row', { date: formatDayIn(payment.paymentDate, visit.locationTimezone, language) })}
                      </Table.Th>
                      <Table.Td>{formatDollars(payment.amount, locale)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          size="sm"
                          to={`${paths.donorCareForm}?${new URLSearchParams({
                            visit: visit.visitID,
                            amount: formatDollars(payment.amount, locale),
                            paid: formatDayIn(payment.paymentDate, visit.locationTimezone, language),
                          }).toString()}`}
                        >
                          {t('payout.report')}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>
          <div>
            <Title order={2} size="h4">
              {t('snapshot.title')}
            </Title>
            <Table>
              <Table.Tbody>
                {rows.map(([label, text]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row">{label}</Table.Th>
                    <Table.Td>{text}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <FeedbackEntry visit={visit} showButton={canGiveFeedback} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
