import { Alert, Button, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ContentKind } from '@portal/contract/entities/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../../components/section-panel/section-panel';
import { ComparePickers, CompareTable } from '../../../../components/compare-table/compare-table';
import { compareValueText, type ChangeValue } from '../../../../components/compare-table/compare-value';
import { ConsoleListTable } from '../../../../components/console-list-table/console-list-table';
import { isGatewayError } from '../../../../lib/gateway';
import { currentLanguage } from '../../../../lib/i18n';
import { useServiceMutation } from '../../../../lib/service-query';
import { contentReads } from '../../api/content-mutations';
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
  const restore = useServiceMutation('content/restoreRevision', {
    invalidates: contentReads,
    onSuccess: (_, params) => onRestored(params.version),
  });
  const versions = revisions.data?.revisions.map((revision) => String(revision.version)) ?? [];
  const shown = (field: string, value: ChangeValue) =>
    compareValueText(value, { empty: t('revisions.empty'), yes: t('revisions.yes'), no: t('revisions.no') }, (text) =>
      isWindowField(field) && typeof text === 'string' ? formatDateTime(text, language) : String(text),
    );

  return (
    <SectionPanel titleId="revisions-title" title={t('revisions.title')}>
      {restore.error && isGatewayError(restore.error) ? (
        <Alert color="red" role="alert">
          {restore.error.message}
        </Alert>
      ) : null}
      {!revisions.data ? (
        <Skeleton height={80} />
      ) : (
        <ConsoleListTable
          labelledBy="revisions-title"
          striped={false}
          columns={[t('revisions.version'), t('revisions.action'), t('revisions.savedAt'), t('revisions.savedBy'), null]}
          rows={revisions.data.revisions}
          rowKey={(revision) => revision.version}
        >
          {(revision) => (
            <>
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
            </>
          )}
        </ConsoleListTable>
      )}
      {versions.length > 1 ? (
        <Stack gap="xs">
          <Title order={3} id="compare-title">
            {t('revisions.compare')}
          </Title>
          <ComparePickers
            labels={{ from: t('revisions.from'), to: t('revisions.to') }}
            data={versions}
            from={String(from ?? '')}
            to={String(to ?? '')}
            onFrom={(value) => setFrom(Number(value))}
            onTo={(value) => setTo(Number(value))}
          />
          <CompareTable
            labelledBy="compare-title"
            testId="revision-changes"
            same={from === to}
            sameText={t('revisions.noChanges')}
            changes={changes.data?.changes}
            noneText={t('revisions.noChanges')}
            headers={{ field: t('revisions.field'), before: t('revisions.before'), after: t('revisions.after') }}
            fieldLabel={(field) => changeFieldLabel(kind, field, t)}
            valueText={shown}
          />
        </Stack>
      ) : null}
    </SectionPanel>
  );
}
