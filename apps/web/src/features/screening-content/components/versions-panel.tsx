import { Group, NativeSelect, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ScreeningKind, ScreeningText } from '@portal/contract/entities/screening-content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { useScreeningVersions, useVersionChanges } from '../api/screening-queries';
import { versionFieldLabel, versionValueLabel } from '../utils/version-field-label';

/**
 * A field-by-field comparison of two versions of the kind (by default the one open against the one before it), each
 * field labelled as the form labels it; `texts` (the open version's) name the other texts by their place.
 */
export function VersionsPanel({ kind, id, texts }: { kind: ScreeningKind; id: string; texts: readonly ScreeningText[] }) {
  const { t } = useTranslation('screening-content');
  const list = useScreeningVersions();
  const versions = list.data?.versions.filter((version) => version.kind === kind) ?? [];
  const open = versions.find((version) => version.id === id);
  const before = versions.find((version) => open && version.version === open.version - 1);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const chosenFrom = from ?? before?.id ?? null;
  const chosenTo = to ?? id;
  const changes = useVersionChanges(kind, chosenFrom, chosenTo);
  const options = versions.map((version) => ({
    value: version.id,
    label: t('compare.version', { version: version.version, state: t(`states.${version.state}`) }),
  }));
  const shown = (field: string, value: string | number | boolean | null) =>
    value === null || value === ''
      ? t('compare.empty')
      : typeof value === 'boolean'
        ? t(value ? 'compare.yes' : 'compare.no')
        : versionValueLabel(field, String(value), t);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="compare-title">
      <Stack gap="sm">
        <Title order={2} id="compare-title">
          {t('compare.title')}
        </Title>
        {!list.data ? (
          <Skeleton height={60} />
        ) : versions.length < 2 ? (
          <Text size="sm">{t('compare.single')}</Text>
        ) : (
          <>
            <Group>
              <NativeSelect
                label={t('compare.from')}
                data={options}
                value={chosenFrom ?? ''}
                onChange={(e) => setFrom(e.currentTarget.value)}
              />
              <NativeSelect label={t('compare.to')} data={options} value={chosenTo} onChange={(e) => setTo(e.currentTarget.value)} />
            </Group>
            {chosenFrom === null || chosenFrom === chosenTo ? (
              <Text>{t('compare.same')}</Text>
            ) : !changes.data ? (
              <Skeleton height={40} />
            ) : changes.data.changes.length === 0 ? (
              <Text>{t('compare.none')}</Text>
            ) : (
              <ScrollTable label={t('compare.title')}>
                <Table data-testid="version-changes">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('compare.field')}</Table.Th>
                      <Table.Th>{t('compare.before')}</Table.Th>
                      <Table.Th>{t('compare.after')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {changes.data.changes.map((change) => (
                      <Table.Tr key={change.field}>
                        <Table.Td>{versionFieldLabel(change.field, texts, t)}</Table.Td>
                        <Table.Td>{shown(change.field, change.before)}</Table.Td>
                        <Table.Td>{shown(change.field, change.after)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
