import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '../../lib/pwa/update-state';

/**
 * "A new version is ready — Reload" (issue 33): shown once a new version of the app has installed in the background.
 * Reloading lets it take over; until then the page keeps running the version it started with, never a mix of both.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  return (
    <Paper
      role="status"
      aria-live="polite"
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      data-testid="update-notice"
      style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 400, maxWidth: 420, marginInline: 'auto' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t('update.ready')}</Text>
        <Button size="xs" onClick={applyUpdate}>
          {t('update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
