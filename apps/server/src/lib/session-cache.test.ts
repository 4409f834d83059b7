import { describe, expect, it, vi } from 'vitest';
import type { Listen, ListenState } from '../db/notifications';
import { fixedClock } from './clock';
import { openLiveSessions, REVOCATION_CHANNEL } from './live-sessions';
import { SessionCache, type CachedSession } from './session-cache';

const clock = fixedClock('2026-06-15T15:00:00.000Z');
const inMinutes = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);
const entry = (ownerId: string, minutes = 60): CachedSession => ({ ownerId, expiresAt: inMinutes(minutes) });

function openCache(maxEntries?: number) {
  const cache = new SessionCache<CachedSession>(maxEntries);
  cache.setEnabled(true);
  return cache;
}

describe('SessionCache', () => {
  it('serves a kept session until its row expires, never at or after the expiry', () => {
    const cache = openCache();
    cache.set('s1', entry('d1', 10), cache.mark());
    expect(cache.get('s1', clock.now())).toEqual(entry('d1', 10));
    expect(cache.get('s1', inMinutes(9.99))).toBeDefined();
    expect(cache.get('s1', inMinutes(10))).toBeUndefined();
    expect(cache.get('s1', clock.now())).toBeUndefined();
  });

  it('never serves a dropped session, nor any session of a dropped owner', () => {
    const cache = openCache();
    cache.set('s1', entry('d1'), cache.mark());
    cache.set('s2', entry('d1'), cache.mark());
    cache.set('s3', entry('d2'), cache.mark());
    cache.dropSession('s1');
    expect(cache.get('s1', clock.now())).toBeUndefined();
    cache.dropOwner('d1');
    expect(cache.get('s2', clock.now())).toBeUndefined();
    expect(cache.get('s3', clock.now())).toBeDefined();
  });

  it('does not keep a row read before a revocation that arrived while it was being read', () => {
    const cache = openCache();
    const mark = cache.mark();
    // …the session row is read from the database; meanwhile its revocation notice arrives:
    cache.dropSession('s1');
    cache.set('s1', entry('d1'), mark);
    expect(cache.get('s1', clock.now())).toBeUndefined();
    cache.set('s1', entry('d1'), cache.mark());
    expect(cache.get('s1', clock.now())).toBeDefined();
  });

  it('keeps nothing while off (revocations may be missed) and starts empty when turned back on', () => {
    const cache = openCache();
    cache.set('s1', entry('d1'), cache.mark());
    cache.setEnabled(false);
    expect(cache.get('s1', clock.now())).toBeUndefined();
    cache.set('s2', entry('d1'), cache.mark());
    expect(cache.size).toBe(0);
    cache.setEnabled(true);
    expect(cache.get('s2', clock.now())).toBeUndefined();
  });

  it('holds at most its bound, letting the oldest go', () => {
    const cache = openCache(2);
    for (const id of ['s1', 's2', 's3']) cache.set(id, entry('d1'), cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('s1', clock.now())).toBeUndefined();
    expect(cache.get('s3', clock.now())).toBeDefined();
  });
});

describe('openLiveSessions', () => {
  function fakeFeed() {
    let onNotice: (payload: string) => void = () => undefined;
    let onState: ListenState = () => undefined;
    const stop = vi.fn(async () => undefined);
    const listen: Listen = async (channel, notice, state) => {
      expect(channel).toBe(REVOCATION_CHANNEL);
      onNotice = notice;
      onState = state;
      state(true);
      return stop;
    };
    return { listen, notice: (payload: string) => onNotice(payload), state: (receiving: boolean) => onState(receiving), stop };
  }

  it('drops what the database notices name: a donor session, a staff session, every session of a staff member', async () => {
    const feed = fakeFeed();
    const live = await openLiveSessions(feed.listen);
    live.donors.set('s1', { ...entry('d1'), createdAt: clock.now() }, live.donors.mark());
    live.staff.set(
      't1',
      { ...entry('m1'), createdAt: clock.now(), role: 'admin', centerIds: [], secondFactorEnrolled: false, viaProvider: false },
      live.staff.mark(),
    );
    live.staff.set(
      't2',
      { ...entry('m2'), createdAt: clock.now(), role: 'admin', centerIds: [], secondFactorEnrolled: false, viaProvider: false },
      live.staff.mark(),
    );
    feed.notice('session:s1');
    feed.notice('staff:m1');
    expect(live.donors.get('s1', clock.now())).toBeUndefined();
    expect(live.staff.get('t1', clock.now())).toBeUndefined();
    feed.notice('staffSession:t2');
    expect(live.staff.get('t2', clock.now())).toBeUndefined();
    await live.close();
    expect(feed.stop).toHaveBeenCalled();
  });

  it('caches nothing while the notices may be missed, and nothing at all without a feed', async () => {
    const feed = fakeFeed();
    const states: boolean[] = [];
    const live = await openLiveSessions(feed.listen, (receiving) => states.push(receiving));
    live.donors.set('s1', { ...entry('d1'), createdAt: clock.now() }, live.donors.mark());
    feed.state(false);
    expect(live.donors.get('s1', clock.now())).toBeUndefined();
    live.donors.set('s1', { ...entry('d1'), createdAt: clock.now() }, live.donors.mark());
    expect(live.donors.size).toBe(0);
    feed.state(true);
    expect(states).toEqual([true, false, true]);

    const without = await openLiveSessions(undefined);
    without.donors.set('s1', { ...entry('d1'), createdAt: clock.now() }, without.donors.mark());
    expect(without.donors.size).toBe(0);
  });
});
