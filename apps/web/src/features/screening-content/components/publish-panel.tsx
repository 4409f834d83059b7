import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ScreeningVersion } from '@portal/contract/entities/screening-content';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../lib/gateway';
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
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="publish-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} id="publish-title">
            {t('publish.title')}
          </Title>
          <VersionStateBadge state={version.state} />
        </Group>
        {version.state === 'draft' ? (
          <>
            <Text size="sm">{t('publish.note')}</Text>
            {publish.error && isGatewayError(publish.error) ? (
              <Alert color="red" role="alert">
                {publish.error.message}
              </Alert>
            ) : null}
            <Group>
              <Button
                loading={publish.isPending}
                onClick={() => publish.mutate({ kind: version.kind, id: version.id, expectedRevision: version.revision })}
              >
                {t('publish.button', { version: version.version })}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">
            {t(`publish.${version.state}`, {
              publishedAt: formatDateTime(version.publishedAt, language),
              retiredAt: formatDateTime(version.retiredAt, language),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
