import type { ServiceReply } from '@portal/contract/services/index';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { serviceQueryOptions } from './service-query';

const reply: ServiceReply<'reward/getRewardStatus'> = {
  status: 200,
  donorStatus: 'donor',
  tier: null,
  bonusPercent: 0,
  donationsInPeriod: 0,
  nextTier: null,
  nextThreshold: null,
  donationsToNext: 0,
  lastVisit: null,
};

/** A read that is always stale ("read again on every visit"), counting its fetches. */
function staleRead() {
  const client = createQueryClient();
  let fetches = 0;
  const observe = () =>
    new QueryObserver(client, {
      ...serviceQueryOptions('reward/getRewardStatus', {}),
      queryFn: async () => {
        fetches += 1;
        return reply;
      },
      staleTime: 0,
    });
  const settled = () => client.getQueryCache().getAll()[0]?.promise;
  return { observe, settled, fetches: () => fetches };
}

describe('the query client', () => {
  it('does not fetch a stale read again for a part drawn under a screen that shows it', async () => {
    const read = staleRead();
    const screen = read.observe().subscribe(() => undefined);
    await read.settled();
    const card = read.observe().subscribe(() => undefined);
    await read.settled();
    expect(read.fetches()).toBe(1);
    card();
    screen();
  });

  it('fetches a stale read again when a screen that shows it opens anew', async () => {
    const read = staleRead();
    read.observe().subscribe(() => undefined)();
    await read.settled();
    const next = read.observe().subscribe(() => undefined);
    await read.settled();
    expect(read.fetches()).toBe(2);
    next();
  });
});
