import { languageLocales } from '@portal/contract/languages';
import { NativeSelect, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { usePoints } from '../../rewards/api/get-points';
import { ledgerEntryText } from './ledger-entry-text';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { dateFormat } from '../../../lib/dates/date-format';

const MONTHS_OFFERED = 12;

/** `YYYY-MM` of this month and the eleven before it, newest first. */
export function recentMonths(now: Date, count = MONTHS_OFFERED): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const RECENT = 'recent';

/** The ledger entries of one month (or the newest ones), as a table. */
export function PointsHistory() {
  const { t, i18n } = useTranslation('home');
  const locale = languageLocales[currentLanguage(i18n)];
  const [month, setMonth] = useState<string>(RECENT);
  const { data, isPending, isError } = usePoints(month === RECENT ? null : month);
  const monthName = dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const options = [
    { value: RECENT, label: t('history.recent') },
    ...recentMonths(new Date()).map((m) => ({ value: m, label: monthName.format(new Date(`${m}-01T00:00:00Z`)) })),
  ];

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="points-history-title">
      <Title order={2} id="points-history-title" size="h3">
        {t('history.title')}
      </Title>
      {/* The phone's own list of months: Mantine's select drew its hidden list and placed it as the home loaded (100 ms at
          4× slowdown, issue 36), and a phone's picker is the one donors know. */}
      <NativeSelect
        label={t('history.month')}
        data={options}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        maw={260}
        my="sm"
      />
      {isPending ? (
        <Text role="status">{t('history.title')}…</Text>
      ) : isError ? (
        <Text>{t('rewardsError')}</Text>
      ) : data.pointHistories.length === 0 ? (
        <Text>{t('history.empty')}</Text>
      ) : (
        <ScrollTable labelledBy="points-history-title">
          <Table striped miw={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('history.date')}</Table.Th>
                <Table.Th scope="col">{t('history.entry')}</Table.Th>
                <Table.Th scope="col">{t('history.points')}</Table.Th>
                <Table.Th scope="col">{t('history.balance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.pointHistories.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{dateFormat(locale, { dateStyle: 'medium' }).format(new Date(entry.createdTS))}</Table.Td>
                  <Table.Td>{ledgerEntryText(t, entry)}</Table.Td>
                  <Table.Td>{entry.points > 0 ? `+${entry.points}` : entry.points}</Table.Td>
                  <Table.Td>{entry.balanceAfter}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
