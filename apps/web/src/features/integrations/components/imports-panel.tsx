import { Button, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { dateFormat } from '../../../lib/dates/date-format';
import { useImports } from '../api/list-imports';
import { ImportReport } from './import-report';
import { ImportUploadForm } from './import-upload-form';

/**
 * Admins: a file to upload, the latest bulk imports with their progress and counts, and the report of the one chosen
 * (the one just uploaded, at once).
 */
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
      <ImportUploadForm onUploaded={setChosen} />
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
      {chosen ? <ImportReport key={chosen} id={chosen} /> : null}
    </Stack>
  );
}
