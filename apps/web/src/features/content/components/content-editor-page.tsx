import { Anchor, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ContentKind, ContentSummary } from '@portal/contract/entities/content';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PublishingPanel } from './publishing/publishing-panel';
import { RevisionsPanel } from './publishing/revisions-panel';

/** What the page gives its kind's form: where a save and the server's field errors go. */
export interface EditorFormBindings {
  saved: { id: string; version: number } | undefined;
  onSaved: (saved: { id: string; version: number }) => void;
  bindFieldErrors: (show: (error: unknown) => boolean) => void;
}

/** Each kind's list in the console, under /staff. */
const listPaths: Record<ContentKind, string> = { news: 'news', promotion: 'promotions', chatbot: 'chatbot', document: 'documents' };

interface ContentEditorPageProps<T extends ContentSummary> {
  kind: ContentKind;
  /** The item's id in the address; undefined for a new one. */
  id: string | undefined;
  query: { data?: { item: T } | undefined; isError: boolean; error: Error | null };
  texts: { back: string; newTitle: string; editTitle: string; done: (state: string) => string };
  /** The kind's form (with its preview) for the stored item, or for a new one. */
  Form: ComponentType<{ loaded: T | undefined; form: EditorFormBindings }>;
}

/**
 * Writes a new item (`/staff/<kind's list>/new`) or edits one, for every content kind: the kind's form and preview,
 * publishing and versions.
 */
export function ContentEditorPage<T extends ContentSummary>({ kind, id, query, texts, Form }: ContentEditorPageProps<T>) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const listPath = `${paths.staff}/${listPaths[kind]}`;
  const showFieldErrors = useRef<(error: unknown) => boolean>(() => false);
  // What the last write did, kept here: each write gives a new version, which starts the form and panels again.
  const [notice, setNotice] = useState<string | null>(null);
  const loaded = query.data?.item;

  if (id && !loaded) {
    return query.isError ? <Text role="alert">{query.error?.message}</Text> : <Skeleton height={320} aria-busy="true" />;
  }

  const form: EditorFormBindings = {
    saved: loaded ? { id: loaded.id, version: loaded.version } : undefined,
    onSaved: (saved) => {
      setNotice(t('editor.saved', { version: saved.version }));
      if (!loaded) void navigate(`${listPath}/${saved.id}`, { replace: true });
    },
    bindFieldErrors: (show) => {
      showFieldErrors.current = show;
    },
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath}>
        {texts.back}
      </Anchor>
      <Title order={1}>{loaded ? texts.editTitle : texts.newTitle}</Title>
      <Text role="status" fw={500}>
        {notice}
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {/* A new version (a save elsewhere, a restore) starts the form again from the stored fields. */}
          <Form key={loaded ? `${loaded.id}@${loaded.version}` : 'new'} loaded={loaded} form={form} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {loaded ? (
            <Stack gap="lg">
              <Text size="sm">{t('editor.unsaved')}</Text>
              <PublishingPanel
                key={loaded.version}
                kind={kind}
                item={loaded}
                onFieldErrors={(error) => {
                  showFieldErrors.current(error);
                }}
                onDone={(state) => setNotice(texts.done(t(`states.${state}`)))}
              />
              <RevisionsPanel
                key={`r${loaded.version}`}
                kind={kind}
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
