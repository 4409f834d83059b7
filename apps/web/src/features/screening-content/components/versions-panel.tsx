import { Skeleton, Text } from '@mantine/core';
import type { ScreeningKind, ScreeningText } from '@portal/contract/entities/screening-content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/section-panel/section-panel';
import { ComparePickers, CompareTable } from '../../../components/compare-table/compare-table';
import { compareValueText, type ChangeValue } from '../../../components/compare-table/compare-value';
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
  const shown = (field: string, value: ChangeValue) =>
    compareValueText(value, { empty: t('compare.empty'), yes: t('compare.yes'), no: t('compare.no') }, (text) =>
      versionValueLabel(field, String(text), t),
    );

  return (
    <SectionPanel titleId="compare-title" title={t('compare.title')}>
      {!list.data ? (
        <Skeleton height={60} />
      ) : versions.length < 2 ? (
        <Text size="sm">{t('compare.single')}</Text>
      ) : (
        <>
          <ComparePickers
            labels={{ from: t('compare.from'), to: t('compare.to') }}
            data={options}
            from={chosenFrom ?? ''}
            to={chosenTo}
            onFrom={setFrom}
            onTo={setTo}
          />
          <CompareTable
            label={t('compare.title')}
            testId="version-changes"
            same={chosenFrom === null || chosenFrom === chosenTo}
            sameText={t('compare.same')}
            changes={changes.data?.changes}
            noneText={t('compare.none')}
            headers={{ field: t('compare.field'), before: t('compare.before'), after: t('compare.after') }}
            fieldLabel={(field) => versionFieldLabel(field, texts, t)}
            valueText={shown}
          />
        </>
      )}
    </SectionPanel>
  );
}
