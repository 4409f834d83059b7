import { Anchor, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePromotionItem } from '../api/content-queries';
import { PromotionForm } from '../components/promotion-form';
import { PromotionPreview } from '../components/promotion-preview';
import { PublishingPanel } from '../components/publishing-panel';
import { RevisionsPanel } from '../components/revisions-panel';
import { emptyPromotion } from '../utils/blocks';

/** Writes a new promotion (`/staff/promotions/new`) or edits one: the form, its preview, publishing and versions. */
export function PromotionEditorRoute() {
  const { t } = useTranslation('content');
  const { id } = useParams();
  const navigate = useNavigate();
  const item = usePromotionItem(id);
  const showFieldErrors = useRef<(error: unknown) => boolean>(() => false);
  // What the last write did, kept here: each write gives a new version, which starts the form and panels again.
  const [notice, setNotice] = useState<string | null>(null);
  const loaded = item.data?.item;

  if (id && !loaded) {
    return item.isError ? <Text role="alert">{item.error.message}</Text> : <Skeleton height={320} aria-busy="true" />;
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`${paths.staff}/promotions`}>
        {t('promotions.back')}
      </Anchor>
      <Title order={1}>{loaded ? t('promotions.editTitle') : t('promotions.newTitle')}</Title>
      <Text role="status" fw={500}>
        {notice}
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {/* A new version (a save elsewhere, a restore) starts the form again from the stored fields. */}
          <PromotionForm
            key={loaded ? `${loaded.id}@${loaded.version}` : 'new'}
            saved={loaded ? { id: loaded.id, version: loaded.version } : undefined}
            initial={loaded?.fields ?? emptyPromotion()}
            onSaved={(saved) => {
              setNotice(t('editor.saved', { version: saved.version }));
              if (!loaded) void navigate(`${paths.staff}/promotions/${saved.id}`, { replace: true });
            }}
            bindFieldErrors={(show) => {
              showFieldErrors.current = show;
            }}
          >
            {(fields) => <PromotionPreview fields={fields} />}
          </PromotionForm>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {loaded ? (
            <Stack gap="lg">
              <Text size="sm">{t('editor.unsaved')}</Text>
              <PublishingPanel
                key={loaded.version}
                kind="promotion"
                item={loaded}
                onFieldErrors={(error) => {
                  showFieldErrors.current(error);
                }}
                onDone={(state) => setNotice(t('promotions.done', { state: t(`states.${state}`) }))}
              />
              <RevisionsPanel
                key={`r${loaded.version}`}
                kind="promotion"
                id={loaded.id}
                version={loaded.version}
                onRestored={(version) => setNotice(t('revisions.restored', { version }))}
              />
            </Stack>
          ) : null}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
