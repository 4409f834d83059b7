import { Button, Text } from '@mantine/core';
import type { ScreeningVersion } from '@portal/contract/entities/screening-content';
import { useTranslation } from 'react-i18next';
import { PublishPanelLayout } from '../../../components/publish-panel/publish-panel-layout';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { useScreeningMutation } from '../api/screening-mutations';
import { VersionStateBadge } from './version-state-badge';

/**
 * Publishing a saved draft: it becomes the version new donors start, the one before is retired (donors already on it
 * finish it). Refused while an English or Spanish text is empty or a scoring rule names what the version lacks;
 * `onFieldErrors` puts those fields on the form.
 */
export function PublishPanel({
  version,
  onFieldErrors,
  onPublished,
}: {
  version: ScreeningVersion;
  onFieldErrors: (error: unknown) => void;
  onPublished: () => void;
}) {
  const { t, i18n } = useTranslation('screening-content');
  const language = currentLanguage(i18n);
  const publish = useScreeningMutation('screeningContent/publishScreeningVersion', { onSuccess: onPublished, onError: onFieldErrors });
  const draft = version.state === 'draft';
  return (
    <PublishPanelLayout
      titleId="publish-title"
      title={t('publish.title')}
      badge={<VersionStateBadge state={version.state} />}
      error={draft ? publish.error : null}
      actions={
        draft ? (
          <Button
            loading={publish.isPending}
            onClick={() => publish.mutate({ kind: version.kind, id: version.id, expectedRevision: version.revision })}
          >
            {t('publish.button', { version: version.version })}
          </Button>
        ) : undefined
      }
    >
      {version.state === 'draft' ? (
        <Text size="sm">{t('publish.note')}</Text>
      ) : (
        <Text size="sm">
          {t(`publish.${version.state}`, {
            publishedAt: formatDateTime(version.publishedAt, language),
            retiredAt: formatDateTime(version.retiredAt, language),
          })}
        </Text>
      )}
    </PublishPanelLayout>
  );
}
