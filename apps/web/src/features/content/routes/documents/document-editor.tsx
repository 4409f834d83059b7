import { documentOf } from '@portal/contract/entities/content-documents';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage } from '../../../../lib/i18n';
import { useDocumentItem } from '../../api/content-queries';
import { ContentEditorPage, type EditorFormBindings } from '../../components/content-editor-page';
import { DocumentForm } from '../../components/documents/document-form';
import { DocumentPreview } from '../../components/documents/document-preview';
import { documentName } from '../../utils/documents/document-name';

type DocumentItem = NonNullable<ReturnType<typeof useDocumentItem>['data']>['item'];

/** `/staff/documents/<key>`: one tips, education or rewards document, English and Spanish side by side. */
export function DocumentEditorRoute() {
  const { t, i18n } = useTranslation('content');
  const id = useParams().id ?? '';
  const item = useDocumentItem(id);
  const name = item.data ? documentName(t, id, item.data.item.title, currentLanguage(i18n)) : id;
  return (
    <ContentEditorPage
      Form={DocumentEditorForm}
      kind="document"
      id={id}
      query={item}
      texts={{
        back: t('documents.back'),
        newTitle: name,
        editTitle: t('documents.editTitle', { name }),
        done: (state) => t('publishing.done', { state }),
      }}
    />
  );
}

function DocumentEditorForm({ loaded, form }: { loaded: DocumentItem | undefined; form: EditorFormBindings }) {
  const document = loaded ? documentOf(loaded.id) : undefined;
  if (!loaded || !document) return null;
  return (
    <DocumentForm {...form} id={loaded.id} shape={document.shape} initial={loaded.fields}>
      {(fields) => <DocumentPreview shape={document.shape} fields={fields} />}
    </DocumentForm>
  );
}
