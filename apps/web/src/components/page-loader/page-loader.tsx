import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy screen loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-busy="true" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
