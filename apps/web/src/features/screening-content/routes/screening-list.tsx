import { Anchor, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { screeningKinds, type ScreeningKind, type ScreeningVersion } from '@portal/contract/entities/screening-content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
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
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} id={titleId}>
          {t(`kinds.${kind}`)}
        </Title>
        {versions.length === 0 ? (
          <Text>{t('list.none')}</Text>
        ) : (
          <ScrollTable labelledBy={titleId}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.version')}</Table.Th>
                  <Table.Th>{t('columns.state')}</Table.Th>
                  <Table.Th>{t('columns.createdAt')}</Table.Th>
                  <Table.Th>{t('columns.publishedAt')}</Table.Th>
                  <Table.Th>{t('columns.retiredAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.map((version) => (
                  <Table.Tr key={version.id}>
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
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
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
