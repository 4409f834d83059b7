import { Anchor, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { screeningKinds, type ScreeningKind, type ScreeningVersion } from '@portal/contract/entities/screening-content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionPanel } from '../../../components/section-panel/section-panel';
import { ConsoleListTable } from '../../../components/console-list-table/console-list-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { useScreeningVersions } from '../api/screening-queries';
import { FeedbackSettingsForm } from '../components/feedback-settings-form';
import { VersionStateBadge } from '../components/version-state-badge';

function KindVersions({ kind, versions }: { kind: ScreeningKind; versions: ScreeningVersion[] }) {
  const { t, i18n } = useTranslation('screening-content');
  const language = currentLanguage(i18n);
  const titleId = `versions-${kind}`;
  return (
    <SectionPanel titleId={titleId} title={t(`kinds.${kind}`)}>
      <ConsoleListTable
        labelledBy={titleId}
        columns={[t('columns.version'), t('columns.state'), t('columns.createdAt'), t('columns.publishedAt'), t('columns.retiredAt')]}
        rows={versions}
        rowKey={(version) => version.id}
        empty={t('list.none')}
      >
        {(version) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={`${paths.staff}/screening/${kind}/${version.id}`}>
                {t('list.open', { version: version.version })}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <VersionStateBadge state={version.state} />
            </Table.Td>
            <Table.Td>{formatDateTime(version.createdAt, language)}</Table.Td>
            <Table.Td>{formatDateTime(version.publishedAt, language)}</Table.Td>
            <Table.Td>{formatDateTime(version.retiredAt, language)}</Table.Td>
          </>
        )}
      </ConsoleListTable>
    </SectionPanel>
  );
}

/** The pre-screening checks and the after-donation survey, each with its versions; the after-donation settings below. */
export function ScreeningListRoute() {
  const { t } = useTranslation('screening-content');
  const list = useScreeningVersions();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      <Text>{t('list.intro')}</Text>
      {list.isError ? (
        <Text role="alert">{list.error.message}</Text>
      ) : !list.data ? (
        <Skeleton height={240} aria-busy="true" />
      ) : (
        screeningKinds.map((kind) => (
          <KindVersions key={kind} kind={kind} versions={list.data.versions.filter((version) => version.kind === kind)} />
        ))
      )}
      <FeedbackSettingsForm />
    </Stack>
  );
}
