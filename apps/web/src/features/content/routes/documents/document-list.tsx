import { Stack, Text, Title } from '@mantine/core';
import { documentGroups, documentOf } from '@portal/contract/entities/content-documents';
import { useTranslation } from 'react-i18next';
import { ConsoleListTable } from '../../../../components/console-list-table/console-list-table';
import { ListQuery } from '../../../../components/console-list-table/list-query';
import { paths } from '../../../../config/paths';
import { currentLanguage } from '../../../../lib/i18n';
import { useContentList } from '../../api/content-queries';
import { BilingualTitleCell } from '../../components/bilingual-title-cell';
import { NewTopicForm } from '../../components/chatbot/new-topic-form';
import { StateCells } from '../../components/publishing/state-badge';
import { documentName } from '../../utils/documents/document-name';

/** `/staff/documents`: the tips, education and rewards documents by group, each with its state; each opens in the editor. */
export function DocumentListRoute() {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const list = useContentList('document');

  return (
    <Stack gap="lg">
      <Title order={1}>{t('documents.title')}</Title>
      <Text>{t('documents.intro')}</Text>
      <ListQuery query={list}>
        {(data) =>
          documentGroups.map((group) => (
            <Stack gap="xs" key={group} component="section" aria-labelledby={`documents-${group}`}>
              <Title order={2} id={`documents-${group}`}>
                {t(`documents.groups.${group}`)}
              </Title>
              <ConsoleListTable
                labelledBy={`documents-${group}`}
                // The first line is the document's name in the console's language, not its English title.
                columns={[
                  t('documents.nameColumn'),
                  t('columns.state'),
                  t('columns.publishAt'),
                  t('columns.expireAt'),
                  t('columns.version'),
                ]}
                rows={data.items.filter((item) => documentOf(item.id)?.group === group)}
                rowKey={(item) => item.id}
              >
                {(item) => (
                  <>
                    <BilingualTitleCell
                      title={{ en: documentName(t, item.id, item.title, language), es: item.title.es }}
                      to={`${paths.staff}/documents/${encodeURIComponent(item.id)}`}
                    />
                    <StateCells item={item} />
                  </>
                )}
              </ConsoleListTable>
            </Stack>
          ))
        }
      </ListQuery>
      <NewTopicForm />
    </Stack>
  );
}
