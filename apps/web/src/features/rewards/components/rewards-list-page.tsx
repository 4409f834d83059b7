import { Paper, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { LoadError, Loading, RewardsPage } from './rewards-page';

/** The list screens: where Back goes, each card's `data-testid`, the space between cards; texts `<kind>.title` and `<kind>.empty`. */
const lists = {
  orders: { back: paths.usePoints, testId: 'order', gap: 'md' },
  payout: { back: paths.rewards, testId: 'payout', gap: 'sm' },
} as const satisfies Record<string, { back: string; testId: string; gap: MantineSpacing }>;

interface RewardsListPageProps<Reply, Item> {
  kind: keyof typeof lists;
  query: UseQueryResult<Reply>;
  items: (reply: Reply) => readonly Item[];
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
  /** Shown above the list, whatever its state (the payouts' link to the earnings statement). */
  header?: ReactNode;
}

/** A rewards screen that lists one reply's items as cards (orders, payouts), with its loading, error and empty states. */
export function RewardsListPage<Reply, Item>({ kind, query, items, itemKey, children, header }: RewardsListPageProps<Reply, Item>) {
  const { t } = useTranslation('rewards');
  const { back, testId, gap } = lists[kind];
  const list = query.data === undefined ? [] : items(query.data);
  return (
    <RewardsPage title={t(`${kind}.title`)} back={back}>
      {header}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <Text>{t(`${kind}.empty`)}</Text>
      ) : (
        <Stack gap={gap} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((item) => (
            <Paper key={itemKey(item)} withBorder p="md" component="li" data-testid={testId}>
              {children(item)}
            </Paper>
          ))}
        </Stack>
      )}
    </RewardsPage>
  );
}
