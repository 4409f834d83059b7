import type { ContentKind } from '@portal/contract/entities/content';
import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../../components/scroll-table/scroll-table';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { BilingualTitleCell } from '../../components/bilingual-title-cell';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../../../../lib/dates/format-date-time';
import { useContentList } from '../../api/content-queries';
import { StateBadge } from '../../components/publishing/state-badge';

/** Every item of a kind (`section` names its console path and texts) with its state and window; each opens in the editor. */
export function ContentListRoute({ kind, section }: { kind: ContentKind; section: 'news' | 'promotions' }) {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const list = useContentList(kind);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} id="content-list-title">
          {t(`${section}.title`)}
        </Title>
        <Button component={Link} to={`${paths.staff}/${section}/new`}>
          {t(`${section}.new`)}
        </Button>
      </Group>
      {list.isError ? (
        <Text role="alert">{list.error.message}</Text>
      ) : !list.data ? (
        <Stack aria-busy="true">
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : list.data.items.length === 0 ? (
        <Text>{t(`${section}.empty`)}</Text>
      ) : (
        <ScrollTable labelledBy="content-list-title">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.title')}</Table.Th>
                <Table.Th>{t('columns.state')}</Table.Th>
                <Table.Th>{t('columns.publishAt')}</Table.Th>
                <Table.Th>{t('columns.expireAt')}</Table.Th>
                <Table.Th>{t('columns.version')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <BilingualTitleCell title={item.title} to={`${paths.staff}/${section}/${item.id}`} fallback={item.id} />
                  <Table.Td>
                    <StateBadge state={item.state} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(item.publishAt, language)}</Table.Td>
                  <Table.Td>{formatDateTime(item.expireAt, language)}</Table.Td>
                  <Table.Td>{item.version}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
