import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListQueryProps<Data> {
  /** A console list's query: its failure says so, its loading holds the place, its data goes to `children`. */
  query: { error: { message: string } | null; data: Data | undefined };
  children: (data: Data) => ReactNode;
}

/** What a console list shows while its query fails, loads, or has its data. */
export function ListQuery<Data>({ query, children }: ListQueryProps<Data>) {
  if (query.error) return <Text role="alert">{query.error.message}</Text>;
  if (!query.data)
    return (
      <Stack aria-busy="true">
        <Skeleton height={32} />
        <Skeleton height={32} />
      </Stack>
    );
  return children(query.data);
}
