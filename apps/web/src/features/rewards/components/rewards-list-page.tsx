import { Paper, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, Loading, RewardsPage } from './rewards-page';

interface RewardsListPageProps<Reply, Item> {
  title: string;
  back: string;
  query: UseQueryResult<Reply>;
  items: (reply: Reply) => readonly Item[];
  /** Shown instead of an empty list. */
  empty: string;
  itemKey: (item: Item) => string;
  /** Each card's `data-testid`. */
  testId: string;
  gap: MantineSpacing;
  children: (item: Item) => ReactNode;
}

/** A rewards screen that lists one reply's items as cards (orders, payouts), with its loading, error and empty states. */
export function RewardsListPage<Reply, Item>({
  title,
  back,
  query,
  items,
  empty,
  itemKey,
  testId,
  gap,
  children,
}: RewardsListPageProps<Reply, Item>) {
  const list = query.data === undefined ? [] : items(query.data);
  return (
    <RewardsPage title={title} back={back}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <Text>{empty}</Text>
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
