import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link/back-link';

/** The frame of every rewards screen: back link, one h1, and the loading and error states of its data. */
export function RewardsPage({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const { t } = useTranslation('rewards');
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <BackLink to={back}>{t('back')}</BackLink>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <Text role="status" display="inline-flex" style={{ alignItems: 'center', gap: 8 }}>
      <Loader size="xs" aria-hidden="true" /> {t('loading')}
    </Text>
  );
}

export function LoadError({ message, onRetry }: { message?: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation('rewards');
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text>{message ?? t('loadError')}</Text>
      <Button variant="light" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}
