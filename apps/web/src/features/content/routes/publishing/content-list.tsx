import type { ContentKind } from '@portal/contract/entities/content';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsoleListTable } from '../../../../components/console-list-table/console-list-table';
import { ListHeader } from '../../../../components/console-list-table/list-header';
import { ListQuery } from '../../../../components/console-list-table/list-query';
import { paths } from '../../../../config/paths';
import { BilingualTitleCell } from '../../components/bilingual-title-cell';
import { useContentList } from '../../api/content-queries';
import { StateCells } from '../../components/publishing/state-badge';

/** Every item of a kind (`section` names its console path and texts) with its state and window; each opens in the editor. */
export function ContentListRoute({ kind, section }: { kind: ContentKind; section: 'news' | 'promotions' }) {
  const { t } = useTranslation('content');
  const list = useContentList(kind);

  return (
    <Stack gap="lg">
      <ListHeader
        titleId="content-list-title"
        title={t(`${section}.title`)}
        newLabel={t(`${section}.new`)}
        newPath={`${paths.staff}/${section}/new`}
      />
      <ListQuery query={list}>
        {(data) => (
          <ConsoleListTable
            labelledBy="content-list-title"
            columns={[t('columns.title'), t('columns.state'), t('columns.publishAt'), t('columns.expireAt'), t('columns.version')]}
            rows={data.items}
            rowKey={(item) => item.id}
            empty={t(`${section}.empty`)}
          >
            {(item) => (
              <>
                <BilingualTitleCell title={item.title} to={`${paths.staff}/${section}/${item.id}`} fallback={item.id} />
                <StateCells item={item} />
              </>
            )}
          </ConsoleListTable>
        )}
      </ListQuery>
    </Stack>
  );
}
