import { Alert, Button, Group, NativeSelect, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ContentKind } from '@portal/contract/entities/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../../components/scroll-table/scroll-table';
import { isGatewayError } from '../../../../lib/gateway';
import { currentLanguage } from '../../../../lib/i18n';
import { useContentMutation } from '../../api/content-mutations';
import { useRevisionChanges, useRevisions } from '../../api/content-queries';
import { changeFieldLabel, isWindowField } from '../../utils/publishing/change-field-label';
import { formatDateTime } from '../../../../lib/dates/format-date-time';

/** Every saved version (who, when, how), a field-by-field comparison of two, and restoring one as a new version. */
export function RevisionsPanel({
  kind,
  id,
  version,
  onRestored,
}: {
  kind: ContentKind;
  id: string;
  version: number;
  onRestored: (version: number) => void;
}) {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const revisions = useRevisions(kind, id);
  const [from, setFrom] = useState<number | null>(version > 1 ? version - 1 : null);
  const [to, setTo] = useState<number | null>(version);
  const changes = useRevisionChanges(kind, id, from, to);
  const restore = useContentMutation('content/restoreRevision', { onSuccess: (_, params) => onRestored(params.version) });
  const versions = revisions.data?.revisions.map((revision) => String(revision.version)) ?? [];
  const shown = (field: string, value: string | number | boolean | null) =>
    value === null || value === ''
      ? t('revisions.empty')
      : typeof value === 'boolean'
        ? t(value ? 'revisions.yes' : 'revisions.no')
        : isWindowField(field) && typeof value === 'string'
          ? formatDateTime(value, language)
          : String(value);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="revisions-title">
      <Stack gap="sm">
        <Title order={2} id="revisions-title">
          {t('revisions.title')}
        </Title>
        {restore.error && isGatewayError(restore.error) ? (
          <Alert color="red" role="alert">
            {restore.error.message}
          </Alert>
        ) : null}
        {!revisions.data ? (
          <Skeleton height={80} />
        ) : (
          <ScrollTable labelledBy="revisions-title">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('revisions.version')}</Table.Th>
                  <Table.Th>{t('revisions.action')}</Table.Th>
                  <Table.Th>{t('revisions.savedAt')}</Table.Th>
                  <Table.Th>{t('revisions.savedBy')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {revisions.data.revisions.map((revision) => (
                  <Table.Tr key={revision.version}>
                    <Table.Td>{revision.version}</Table.Td>
                    <Table.Td>{t(`revisions.actions.${revision.action}`)}</Table.Td>
                    <Table.Td>{formatDateTime(revision.savedAt, language)}</Table.Td>
                    <Table.Td>{revision.savedBy ?? t('revisions.initial')}</Table.Td>
                    <Table.Td>
                      {revision.version === version ? (
                        <Text size="sm">{t('revisions.current')}</Text>
                      ) : (
                        <Button
                          size="xs"
                          variant="default"
                          loading={restore.isPending && restore.variables.version === revision.version}
                          onClick={() => restore.mutate({ kind, id, version: revision.version, expectedVersion: version })}
                        >
                          {t('revisions.restore', { version: revision.version })}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        {versions.length > 1 ? (
          <Stack gap="xs">
            <Title order={3} id="compare-title">
              {t('revisions.compare')}
            </Title>
            <Group>
              <NativeSelect
                label={t('revisions.from')}
                data={versions}
                value={String(from ?? '')}
                onChange={(e) => setFrom(Number(e.currentTarget.value))}
              />
              <NativeSelect
                label={t('revisions.to')}
                data={versions}
                value={String(to ?? '')}
                onChange={(e) => setTo(Number(e.currentTarget.value))}
              />
            </Group>
            {from === to ? (
              <Text>{t('revisions.noChanges')}</Text>
            ) : changes.data ? (
              changes.data.changes.length === 0 ? (
                <Text>{t('revisions.noChanges')}</Text>
              ) : (
                <ScrollTable labelledBy="compare-title">
                  <Table data-testid="revision-changes">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('revisions.field')}</Table.Th>
                        <Table.Th>{t('revisions.before')}</Table.Th>
                        <Table.Th>{t('revisions.after')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {changes.data.changes.map((change) => (
                        <Table.Tr key={change.field}>
                          <Table.Td>{changeFieldLabel(kind, change.field, t)}</Table.Td>
                          <Table.Td>{shown(change.field, change.before)}</Table.Td>
                          <Table.Td>{shown(change.field, change.after)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollTable>
              )
            ) : (
              <Skeleton height={40} />
            )}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
