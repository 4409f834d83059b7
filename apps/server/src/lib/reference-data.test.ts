import { describe, expect, it, vi } from 'vitest';
import type { Listen, ListenState } from '../db/notifications';
import { CachedTable, openReferenceData, REFERENCE_CHANNEL } from './reference-data';

function countingTable() {
  let version = 0;
  const load = vi.fn(async () => {
    version += 1;
    return version;
  });
  return { table: new CachedTable(load), load };
}

function fakeFeed() {
  let onNotice: (payload: string) => void = () => undefined;
  let onState: ListenState = () => undefined;
  const stop = vi.fn(async () => undefined);
  const listen: Listen = async (channel, notice, state) => {
    expect(channel).toBe(REFERENCE_CHANNEL);
    onNotice = notice;
    onState = state;
    state(true);
    return stop;
  };
  return { listen, notice: (payload: string) => onNotice(payload), state: (receiving: boolean) => onState(receiving), stop };
}

describe('CachedTable', () => {
  it('loads on every use while off', async () => {
    const { table, load } = countingTable();
    expect(await table.get()).toBe(1);
    expect(await table.get()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once while on, and again after a drop', async () => {
    const { table, load } = countingTable();
    table.setEnabled(true);
    expect(await Promise.all([table.get(), table.get()])).toEqual([1, 1]);
    expect(await table.get()).toBe(1);
    table.drop();
    expect(await table.get()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a load that was in flight when the table changed', async () => {
    let release: (value: string) => void = () => undefined;
    const table = new CachedTable(
      vi
        .fn<() => Promise<string>>()
        .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
        .mockResolvedValue('after'),
    );
    table.setEnabled(true);
    const before = table.get();
    table.drop();
    release('before');
    expect(await before).toBe('before');
    expect(await table.get()).toBe('after');
  });

  it('does not keep a failed load', async () => {
    const table = new CachedTable(vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up'));
    table.setEnabled(true);
    await expect(table.get()).rejects.toThrow('down');
    expect(await table.get()).toBe('up');
  });
});

describe('openReferenceData', () => {
  it('drops the table a notice names, and every table on a notice it does not know', async () => {
    const feed = fakeFeed();
    const centers = countingTable();
    const other = countingTable();
    const data = await openReferenceData({ locations: centers.table, other: other.table }, feed.listen);
    await centers.table.get();
    await other.table.get();
    feed.notice('locations');
    expect(await centers.table.get()).toBe(2);
    expect(await other.table.get()).toBe(1);
    feed.notice('a_newer_table');
    expect(await centers.table.get()).toBe(3);
    expect(await other.table.get()).toBe(2);
    await data.close();
    expect(feed.stop).toHaveBeenCalled();
  });

  it('keeps nothing while notices may be missed, nor without a feed', async () => {
    const feed = fakeFeed();
    const states: boolean[] = [];
    const centers = countingTable();
    await openReferenceData({ locations: centers.table }, feed.listen, (receiving) => states.push(receiving));
    await centers.table.get();
    feed.state(false);
    expect(await centers.table.get()).toBe(2);
    expect(await centers.table.get()).toBe(3);
    feed.state(true);
    expect(await centers.table.get()).toBe(4);
    expect(await centers.table.get()).toBe(4);
    expect(states).toEqual([true, false, true]);

    const unfed = countingTable();
    await openReferenceData({ locations: unfed.table }, undefined);
    await unfed.table.get();
    expect(await unfed.table.get()).toBe(2);
  });
});
