import { Alert, Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

/** A dashboard whose figures are not in (yet): its error, or a placeholder while they load. */
export function QueryPending({ query }: { query: UseQueryResult<unknown> }) {
  return query.isError ? <Alert color="red">{query.error.message}</Alert> : <Skeleton height={240} aria-busy="true" />;
}

/** The range as a file name and the audit row carry it. */
export const rangeLabelOf = (range: { from: string; to: string }) => `${range.from}_${range.to}`;
