import { Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { dateFormat } from '../../../lib/dates/date-format';
import { useImportReport } from '../api/get-import-report';
import { useImports } from '../api/list-imports';

/** The refused lines of one import, a hundred a page. */
function RefusedLines({ id }: { id: string }) {
  const { t } = useTranslation('integrations');
  const [pages, setPages] = useState<number[]>([0]);
  const after = pages[pages.length - 1] ?? 0;
  const report = useImportReport(id, after);
  const lines = report.data?.refusedLines ?? [];
  if (report.data && lines.length === 0 && after === 0) return <Text c="dimmed">{t('imports.noneRefused')}</Text>;
  return (
    <Stack gap="xs">
      <ScrollTable labelledBy="refused-lines-title">
        <Table miw={520} verticalSpacing="xs" data-testid="refused-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.line')}</Table.Th>
              <Table.Th>{t('imports.field')}</Table.Th>
              <Table.Th>{t('imports.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.line}>
                <Table.Td>{line.line}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {line.field}
                  </Text>
                </Table.Td>
                <Table.Td>{line.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Group gap="xs">
        {pages.length > 1 ? (
          <Button size="xs" variant="subtle" onClick={() => setPages(pages.slice(0, -1))}>
            {t('imports.previous')}
          </Button>
        ) : null}
        {report.data?.nextAfter != null ? (
          <Button size="xs" variant="subtle" onClick={() => setPages([...pages, report.data?.nextAfter ?? 0])}>
            {t('imports.next')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** Admins: the latest bulk imports with their progress and counts, and the refused lines of the one chosen. */
export function ImportsPanel() {
  const { t, i18n } = useTranslation('integrations');
  const imports = useImports();
  const [chosen, setChosen] = useState<string | null>(null);
  const moment = (iso: string) => dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const items = imports.data?.items ?? [];
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="imports-title">
        {t('imports.title')}
      </Title>
      <Text>{t('imports.intro')}</Text>
      {items.length === 0 ? (
        imports.data ? (
          <Text c="dimmed">{t('imports.none')}</Text>
        ) : null
      ) : (
        <ScrollTable labelledBy="imports-title">
          <Table miw={760} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('imports.sent')}</Table.Th>
                <Table.Th>{t('imports.kind')}</Table.Th>
                <Table.Th>{t('imports.progress')}</Table.Th>
                <Table.Th>{t('imports.counts')}</Table.Th>
                <Table.Th>{t('imports.report')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const share = item.totalLines > 0 ? (item.processedLines / item.totalLines) * 100 : 100;
                return (
                  <Table.Tr key={item.id} data-testid="import-row">
                    <Table.Td>
                      <Text size="sm">{moment(item.createdAt)}</Text>
                      <Text size="xs" c="dimmed">
                        {item.clientName}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`imports.kinds.${item.kind}`)}</Table.Td>
                    <Table.Td miw={160}>
                      <Progress value={share} aria-label={t('imports.progressOf', { done: item.processedLines, total: item.totalLines })} />
                      <Text size="xs">
                        {t(`imports.states.${item.state}`)} · {t('imports.lines', { done: item.processedLines, total: item.totalLines })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {t('imports.countsText', {
                          created: item.counts.created,
                          updated: item.counts.updated,
                          unchanged: item.counts.unchanged,
                          refused: item.counts.refused,
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant={chosen === item.id ? 'filled' : 'light'}
                        onClick={() => setChosen(chosen === item.id ? null : item.id)}
                        aria-expanded={chosen === item.id}
                        aria-label={t('imports.showFor', { at: moment(item.createdAt), client: item.clientName })}
                      >
                        {t('imports.show')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {chosen ? (
        <Stack gap="xs">
          <Title order={3} size="h4" id="refused-lines-title">
            {t('imports.refusedTitle')}
          </Title>
          <RefusedLines key={chosen} id={chosen} />
        </Stack>
      ) : null}
    </Stack>
  );
}
