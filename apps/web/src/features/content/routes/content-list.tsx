import { Anchor, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../utils/format-date-time';
import { useContentList } from '../api/content-queries';
import { StateBadge } from '../components/state-badge';

/** Every article with its state and window, newest first; each opens in the editor. */
export function NewsListRoute() {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const list = useContentList('news');

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} id="news-title">
          {t('news.title')}
        </Title>
        <Button component={Link} to={`${paths.staff}/news/new`}>
          {t('news.new')}
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
        <Text>{t('news.empty')}</Text>
      ) : (
        <ScrollTable labelledBy="news-title">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('news.columns.title')}</Table.Th>
                <Table.Th>{t('news.columns.state')}</Table.Th>
                <Table.Th>{t('news.columns.publishAt')}</Table.Th>
                <Table.Th>{t('news.columns.expireAt')}</Table.Th>
                <Table.Th>{t('news.columns.version')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${paths.staff}/news/${item.id}`}>
                      {item.title.en || item.id}
                    </Anchor>
                    <Text size="sm" c="gray.7" lang="es">
                      {item.title.es}
                    </Text>
                  </Table.Td>
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
