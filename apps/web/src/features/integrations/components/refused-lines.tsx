import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { useImportReport } from '../api/get-import-report';

/** The refused lines of one import, a hundred a page. */
export function RefusedLines({ id, labelledBy }: { id: string; labelledBy: string }) {
  const { t } = useTranslation('integrations');
  const [pages, setPages] = useState<number[]>([0]);
  const after = pages[pages.length - 1] ?? 0;
  const report = useImportReport(id, after);
  const lines = report.data?.refusedLines ?? [];
  if (report.data?.linesDeletedAt) return <Text c="dimmed">{t('imports.linesDeleted')}</Text>;
  if (report.data && lines.length === 0 && after === 0) return <Text c="dimmed">{t('imports.noneRefused')}</Text>;
  return (
    <Stack gap="xs">
      <ScrollTable labelledBy={labelledBy}>
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
