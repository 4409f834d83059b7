import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePromotionItem } from '../../api/content-queries';
import { ContentEditorPage, type EditorFormBindings } from '../../components/content-editor-page';
import { PromotionForm } from '../../components/promotions/promotion-form';
import { PromotionPreview } from '../../components/promotions/promotion-preview';
import { emptyPromotion } from '../../utils/blocks';

/** Writes a new promotion (`/staff/promotions/new`) or edits one. */
export function PromotionEditorRoute() {
  const { t } = useTranslation('content');
  const { id } = useParams();
  const item = usePromotionItem(id);
  return (
    <ContentEditorPage
      Form={PromotionEditorForm}
      kind="promotion"
      id={id}
      query={item}
      texts={{
        back: t('promotions.back'),
        newTitle: t('promotions.newTitle'),
        editTitle: t('promotions.editTitle'),
        done: (state) => t('promotions.done', { state }),
      }}
    />
  );
}

type PromotionItem = NonNullable<ReturnType<typeof usePromotionItem>['data']>['item'];

function PromotionEditorForm({ loaded, form }: { loaded: PromotionItem | undefined; form: EditorFormBindings }) {
  const { t } = useTranslation('content');
  return (
    <>
      {loaded?.fields.type === 'survey' ? (
        <Anchor component={Link} to={`${paths.staff}/promotions/${loaded.id}/results`} mb="md" display="inline-block">
          {t('survey.resultsLink')}
        </Anchor>
      ) : null}
      <PromotionForm {...form} initial={loaded?.fields ?? emptyPromotion()}>
        {(fields) => <PromotionPreview fields={fields} />}
      </PromotionForm>
    </>
  );
}
