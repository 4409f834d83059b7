import { Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImportReport } from '../api/get-import-report';
import { RefusedLines } from './refused-lines';

/** One import followed as it is applied: its state and progress, its counts, then its refused lines a page at a time. */
export function ImportReport({ id }: { id: string }) {
  const { t } = useTranslation('integrations');
  const report = useImportReport(id, 0).data;
  const share = report && report.totalLines > 0 ? (report.processedLines / report.totalLines) * 100 : 100;
  return (
    <Stack gap="xs" data-testid="import-report">
      <Title order={3} size="h4" id="import-report-title">
        {t('imports.reportTitle')}
      </Title>
      {report ? (
        <>
          <Progress value={share} aria-label={t('imports.progressOf', { done: report.processedLines, total: report.totalLines })} />
          <Text role="status" data-testid="import-report-status">
            {t(`imports.states.${report.state}`)} · {t('imports.lines', { done: report.processedLines, total: report.totalLines })}
            {report.state === 'done'
              ? ` · ${t('imports.countsText', {
                  created: report.counts.created,
                  updated: report.counts.updated,
                  unchanged: report.counts.unchanged,
                  refused: report.counts.refused,
                })}`
              : ''}
          </Text>
          <Title order={4} size="h5" id="refused-lines-title">
            {t('imports.refusedTitle')}
          </Title>
          <RefusedLines id={id} labelledBy="refused-lines-title" />
        </>
      ) : null}
    </Stack>
  );
}
