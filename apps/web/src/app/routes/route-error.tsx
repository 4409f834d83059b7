import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a screen fails to load or throws (e.g. a lazy chunk missing after a deploy). */
export function RouteError() {
  const { t } = useTranslation('messages');
  return (
    <Stack align="center" gap="md" py="xl" ta="center" role="alert">
      <Title order={1}>{t('serviceUnavailable')}</Title>
      <Text>{t('internalError')}</Text>
      <Button onClick={() => window.location.reload()}>{t('tryAgain')}</Button>
    </Stack>
  );
}
