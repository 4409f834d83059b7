import { Center, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LateLoader } from '../late-loader/late-loader';

/** Shown while a lazy screen loads (its spinner only once the wait has lasted). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-busy="true" aria-live="polite">
      <LateLoader aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
