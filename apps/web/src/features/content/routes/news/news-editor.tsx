import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNewsItem } from '../../api/content-queries';
import { ContentEditorPage, type EditorFormBindings } from '../../components/content-editor-page';
import { NewsForm } from '../../components/news/news-form';
import { NewsPreview } from '../../components/news/news-preview';
import { emptyNews } from '../../utils/blocks';

/** Writes a new article (`/staff/news/new`) or edits one. */
export function NewsEditorRoute() {
  const { t } = useTranslation('content');
  const { id } = useParams();
  const item = useNewsItem(id);
  return (
    <ContentEditorPage
      Form={NewsEditorForm}
      kind="news"
      id={id}
      query={item}
      texts={{
        back: t('editor.back'),
        newTitle: t('editor.newTitle'),
        editTitle: t('editor.editTitle'),
        done: (state) => t('publishing.done', { state }),
      }}
    />
  );
}

type NewsItem = NonNullable<ReturnType<typeof useNewsItem>['data']>['item'];

function NewsEditorForm({ loaded, form }: { loaded: NewsItem | undefined; form: EditorFormBindings }) {
  return (
    <NewsForm {...form} initial={loaded?.fields ?? emptyNews()}>
      {(fields) => <NewsPreview fields={fields} publishAt={loaded?.publishAt ?? null} expireAt={loaded?.expireAt ?? null} />}
    </NewsForm>
  );
}
