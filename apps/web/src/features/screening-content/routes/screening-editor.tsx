import { Anchor, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { screeningKinds, type ScreeningKind } from '@portal/contract/entities/screening-content';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useScreeningVersion } from '../api/screening-queries';
import { CheckPreview } from '../components/check-preview';
import { PublishPanel } from '../components/publish-panel';
import { ScreeningForm } from '../components/screening-form';
import { VersionsPanel } from '../components/versions-panel';
import { VersionStateBadge } from '../components/version-state-badge';

const listPath = `${paths.staff}/screening`;
const isKind = (value: string | undefined): value is ScreeningKind => (screeningKinds as readonly string[]).includes(value ?? '');

function VersionEditor({
  kind,
  id,
  notice,
  setNotice,
}: {
  kind: ScreeningKind;
  id: string;
  notice: string | null;
  setNotice: (notice: string) => void;
}) {
  const { t } = useTranslation('screening-content');
  const navigate = useNavigate();
  const query = useScreeningVersion(kind, id);
  const showFieldErrors = useRef<(error: unknown) => boolean>(() => false);
  const loaded = query.data;
  if (!loaded) return query.isError ? <Text role="alert">{query.error.message}</Text> : <Skeleton height={320} aria-busy="true" />;
  const { version, fields } = loaded;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath}>
        {t('editor.back')}
      </Anchor>
      <Group>
        <Title order={1}>{t('editor.title', { kind: t(`kinds.${kind}`), version: version.version })}</Title>
        <VersionStateBadge state={version.state} />
      </Group>
      <Text role="status" fw={500}>
        {notice}
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ScreeningForm
            key={`${version.id}@${version.revision}:${version.state}`}
            version={version}
            initial={fields}
            onSaved={(saved) => {
              setNotice(t(saved.created ? 'editor.created' : 'editor.saved', { version: saved.version }));
              if (saved.created) void navigate(`${listPath}/${kind}/${saved.id}`);
            }}
            bindFieldErrors={(show) => {
              showFieldErrors.current = show;
            }}
          >
            {(current) => <CheckPreview kind={kind} fields={current} />}
          </ScreeningForm>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <PublishPanel
              key={`${version.id}@${version.revision}`}
              version={version}
              onFieldErrors={(error) => {
                showFieldErrors.current(error);
              }}
              onPublished={() => setNotice(t('publish.done', { version: version.version }))}
            />
            <VersionsPanel key={version.id} kind={kind} id={version.id} texts={fields.texts} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** One version of a check or of the after-donation survey (`/staff/screening/:kind/:id`). */
export function ScreeningEditorRoute() {
  const { kind, id } = useParams();
  // What the last write did, kept here: a write reloads the version (or opens the new draft), which starts the editor again.
  const [notice, setNotice] = useState<string | null>(null);
  if (!isKind(kind) || !id) return <Navigate to={listPath} replace />;
  return <VersionEditor key={`${kind}/${id}`} kind={kind} id={id} notice={notice} setNotice={setNotice} />;
}
