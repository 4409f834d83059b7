import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates/format-date-time';
import { useLanguage } from '../../../../lib/service-query';

/** The banner of a page shown from the device's copies while the donor is offline (issue 33). */
export function OfflineNotice() {
  const { t } = useTranslation('booking');
  return (
    <Alert color="orange" role="status" data-testid="offline-notice">
      <Text fw={700}>{t('offline.title')}</Text>
      <Text>{t('offline.text')}</Text>
    </Alert>
  );
}

/** "Last updated <time>" under a copy: when the server sent it, in the donor's language and her device's zone. */
export function LastUpdated({ at }: { at: number }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  return (
    <Text size="sm" c="dimmed" data-testid="last-updated">
      {t('offline.lastUpdated', { time: formatDateTime(new Date(at).toISOString(), lang) })}
    </Text>
  );
}
