import { Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading and error states of a tips query; failures only show a short line (spec 8: logged only). */
export function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('donation-tips');
  if (query.isPending) {
    return (
      <Text role="status">
        <Loader size="xs" aria-hidden="true" /> {t('loading')}
      </Text>
    );
  }
  if (query.isError) return <Text role="alert">{t('error')}</Text>;
  return <>{children(query.data)}</>;
}
