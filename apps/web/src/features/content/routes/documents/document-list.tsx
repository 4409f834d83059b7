import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { documentGroups, documentOf } from '@portal/contract/entities/content-documents';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../../components/scroll-table/scroll-table';
import { paths } from '../../../../config/paths';
import { currentLanguage } from '../../../../lib/i18n';
import { useContentList } from '../../api/content-queries';
import { BilingualTitleCell } from '../../components/bilingual-title-cell';
import { NewTopicForm } from '../../components/chatbot/new-topic-form';
import { StateBadge } from '../../components/publishing/state-badge';
import { documentName } from '../../utils/documents/document-name';
import { formatDateTime } from '../../../../lib/dates/format-date-time';

/** `/staff/documents`: the tips, education and rewards documents by group, each with its state; each opens in the editor. */
export function DocumentListRoute() {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const list = useContentList('document');

  return (
    <Stack gap="lg">
      <Title order={1}>{t('documents.title')}</Title>
      <Text>{t('documents.intro')}</Text>
      {list.isError ? (
        <Text role="alert">{list.error.message}</Text>
      ) : !list.data ? (
        <Stack aria-busy="true">
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : (
        documentGroups.map((group) => {
          const items = list.data.items.filter((item) => documentOf(item.id)?.group === group);
          return (
            <Stack gap="xs" key={group} component="section" aria-labelledby={`documents-${group}`}>
              <Title order={2} id={`documents-${group}`}>
                {t(`documents.groups.${group}`)}
              </Title>
              <ScrollTable labelledBy={`documents-${group}`}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      {/* The first line is the document's name in the console's language, not its English title. */}
                      <Table.Th>{t('documents.nameColumn')}</Table.Th>
                      <Table.Th>{t('columns.state')}</Table.Th>
                      <Table.Th>{t('columns.publishAt')}</Table.Th>
                      <Table.Th>{t('columns.expireAt')}</Table.Th>
                      <Table.Th>{t('columns.version')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((item) => (
                      <Table.Tr key={item.id}>
                        <BilingualTitleCell
                          title={{ en: documentName(t, item.id, item.title, language), es: item.title.es }}
                          to={`${paths.staff}/documents/${encodeURIComponent(item.id)}`}
                        />
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
            </Stack>
          );
        })
      )}
      <NewTopicForm />
    </Stack>
  );
}
