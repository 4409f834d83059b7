import { Alert, Button, Group, Table } from '@mantine/core';
import type { InsightDashboard } from '@portal/contract/entities/insights';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { SectionPanel } from '../../../components/section-panel/section-panel';
import { useRecordExport } from '../api/record-export';
import { toCsv, type FigureColumn, type FigureRow } from './csv';

interface FigurePanelProps {
  /** The heading's id, and the chart's name in the CSV file and the audit trail. */
  id: string;
  title: string;
  dashboard: InsightDashboard;
  /** The range the figures cover, as the screen shows it (the file's name and the audit row carry it). */
  rangeLabel: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  /** The picture; the same figures are in the table view. */
  chart: ReactNode;
}

/**
 * A chart with its figures as a table ("Show as table", what a screen reader reads) and as a CSV file. The export is
 * recorded in the audit trail first; the file is saved only once the server has recorded it.
 */
export function FigurePanel({ id, title, dashboard, rangeLabel, columns, rows, chart }: FigurePanelProps) {
  const { t } = useTranslation('insights');
  const [asTable, setAsTable] = useState(false);
  const recordExport = useRecordExport();
  const exportCsv = () =>
    recordExport.mutate(
      { dashboard, chart: id, rows: rows.length, range: rangeLabel },
      { onSuccess: () => saveFile([toCsv(columns, rows)], 'text/csv;charset=utf-8', `${dashboard}-${id}-${rangeLabel}.csv`) },
    );
  const titleId = `figure-${id}`;
  return (
    <SectionPanel
      titleId={titleId}
      title={title}
      aside={
        <Group gap="xs">
          <Button variant="default" size="xs" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? t('panel.showChart') : t('panel.showTable')}
          </Button>
          <Button variant="default" size="xs" onClick={exportCsv} loading={recordExport.isPending}>
            {t('panel.exportCsv')}
          </Button>
        </Group>
      }
    >
      {recordExport.isError && <Alert color="red">{recordExport.error.message}</Alert>}
      {rows.length === 0 ? (
        <p>{t('panel.empty')}</p>
      ) : asTable ? (
        <ScrollTable labelledBy={titleId}>
          <Table striped withTableBorder aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} scope="col">
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map((c) => (
                    <Table.Td key={c.key}>{c.format ? c.format(row[c.key] ?? null) : String(row[c.key] ?? '–')}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : (
        <div role="img" aria-label={t('panel.chartLabel', { title })}>
          {chart}
        </div>
      )}
    </SectionPanel>
  );
}
