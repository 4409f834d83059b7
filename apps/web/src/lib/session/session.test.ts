import { MINUTE_MS, STORED_SESSION_CLEAR_MS } from '@portal/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { FakeTime, flushPromises } from '../../testing/fake-time';
import { buildTokenExpiringAt } from '../../testing/jwt';
import { TabHub } from '../../testing/tab-hub';
import { STORED_TOKEN_KEY, STORED_USER_KEY } from './storage-keys';
import { OPEN_SESSION_KEY, SessionManager, TAB_ANSWER_WAIT_MS, sessionAction, type RenewResult, type SessionEndReason } from './session';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

type Storage = ReturnType<typeof memoryStorage>;

interface SetupOptions {
  renew?: () => Promise<RenewResult>;
  stored?: Record<string, string>;
  /** Tabs of one browser share its time, its local storage and its broadcast channel. */
  browser?: { time: FakeTime; storage: Storage; hub: TabHub };
}

function setup(options: SetupOptions = {}) {
  const time = options.browser?.time ?? new FakeTime(T0);
  const storage = options.browser?.storage ?? memoryStorage(options.stored);
  const hub = options.browser?.hub ?? new TabHub();
  const lifecycle = new EventTarget();
  const ended: SessionEndReason[] = [];
  const renew = vi.fn(options.renew ?? (async (): Promise<RenewResult> => ({ kind: 'failed' })));
  const session = new SessionManager({
    clock: time,
    scheduler: time,
    storage,
    lifecycle,
    tabs: hub.channel(),
    renew,
    onEnd: (reason) => ended.push(reason),
  });
  return { time, storage, hub, lifecycle, ended, renew, session, browser: { time, storage, hub } };
}

describe('sessionAction', () => {
  it('renews within 10 minutes of expiry, not before, and ends an expired token', () => {
    const expiresAt = T0 + 60 * MINUTE_MS;
    expect(sessionAction(expiresAt, T0)).toBe('none');
    expect(sessionAction(expiresAt, expiresAt - 10 * MINUTE_MS - 1)).toBe('none');
    expect(sessionAction(expiresAt, expiresAt - 10 * MINUTE_MS)).toBe('renew');
    expect(sessionAction(expiresAt, expiresAt - 1)).toBe('renew');
    expect(sessionAction(expiresAt, expiresAt)).toBe('expired');
  });
});

describe('SessionManager', () => {
  it('keeps the token and donor in memory and reads the expiry from the JWT', () => {
    const { session } = setup();
    session.start();
    const user = buildUser();
    const token = buildTokenExpiringAt(T0 + 60 * MINUTE_MS);
    expect(session.signIn(token, user)).toBe(true);
    expect(session.getSnapshot()).toEqual({ token, user, expiresAt: T0 + 60 * MINUTE_MS });
  });

  it('does not renew while more than 10 minutes are left', async () => {
    const { session, time, renew } = setup();
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    await time.advance(49 * MINUTE_MS);
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews with the donor id once inside 10 minutes of expiry (checked every 20 s)', async () => {
    const renewed = buildTokenExpiringAt(T0 + 120 * MINUTE_MS);
    const { session, time, renew } = setup({ renew: async () => ({ kind: 'renewed', token: renewed }) });
    session.start();
    const user = buildUser({ _id: 'abc123' });
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), user);
    await time.advance(50 * MINUTE_MS + 20_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith(user);
    expect(session.getSnapshot()?.token).toBe(renewed);
    expect(session.getSnapshot()?.expiresAt).toBe(T0 + 120 * MINUTE_MS);
    await time.advance(5 * MINUTE_MS);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('runs one renewal at a time and retries at the next poll after a failure', async () => {
    let answer: RenewResult = { kind: 'failed' };
    const { session, time, renew } = setup({ renew: async () => answer });
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    await time.advance(50 * MINUTE_MS);
    const callsAfterFirstFailure = renew.mock.calls.length;
    expect(callsAfterFirstFailure).toBeGreaterThanOrEqual(1);
    expect(session.getSnapshot()).not.toBeNull();
    answer = { kind: 'renewed', token: buildTokenExpiringAt(T0 + 200 * MINUTE_MS) };
    await time.advance(20_000);
    expect(renew.mock.calls.length).toBe(callsAfterFirstFailure + 1);
    expect(session.getSnapshot()?.expiresAt).toBe(T0 + 200 * MINUTE_MS);
  });

  it('clears the session and goes to /login when renewal is refused (403)', async () => {
    const { session, time, ended } = setup({ renew: async () => ({ kind: 'refused' }) });
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    await time.advance(51 * MINUTE_MS);
    expect(session.getSnapshot()).toBeNull();
    expect(ended).toEqual(['renewalRefused']);
  });

  it('clears the session and goes to /login once the token has wholly expired', async () => {
    const { session, time, ended } = setup();
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    await time.advance(60 * MINUTE_MS - 1000);
    expect(session.getSnapshot()).not.toBeNull();
    await time.advance(20_000);
    expect(session.getSnapshot()).toBeNull();
    expect(ended).toEqual(['expired']);
  });

  it('ignores a renewal answer that arrives after the donor signed out', async () => {
    let resolveRenew: (value: RenewResult) => void = () => undefined;
    const { session, time, ended } = setup({
      renew: () => new Promise<RenewResult>((resolve) => (resolveRenew = resolve)),
    });
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 5 * MINUTE_MS), buildUser());
    session.end('logout');
    resolveRenew({ kind: 'refused' });
    await time.advance(1000);
    expect(ended).toEqual(['logout']);
    expect(session.getSnapshot()).toBeNull();
  });

  it('emits a countdown every second while signed in', async () => {
    const { session, time } = setup();
    session.start();
    const ticks: number[] = [];
    session.subscribeCountdown((remaining) => ticks.push(remaining));
    await time.advance(2000);
    expect(ticks).toEqual([]);
    session.signIn(buildTokenExpiringAt(T0 + 2000 + 30 * MINUTE_MS), buildUser());
    await time.advance(3000);
    expect(ticks).toEqual([30 * MINUTE_MS - 1000, 30 * MINUTE_MS - 2000, 30 * MINUTE_MS - 3000]);
  });

  it('saves token and donor to storage when the page is hidden or unloaded', () => {
    const { session, storage, lifecycle } = setup();
    session.start();
    const user = buildUser();
    const token = buildTokenExpiringAt(T0 + 60 * MINUTE_MS);
    session.signIn(token, user);
    expect(storage.getItem(STORED_TOKEN_KEY)).toBeNull();
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(storage.getItem(STORED_TOKEN_KEY)).toBe(token);
    expect(JSON.parse(storage.getItem(STORED_USER_KEY) ?? 'null')).toEqual(user);
    storage.data.clear();
    lifecycle.dispatchEvent(new Event('beforeunload'));
    expect(storage.getItem(STORED_TOKEN_KEY)).toBe(token);
  });

  it('restores a stored session at start-up and removes it from storage 1 s later', async () => {
    const user = buildUser();
    const token = buildTokenExpiringAt(T0 + 30 * MINUTE_MS);
    const { session, storage, time } = setup({
      stored: { [STORED_TOKEN_KEY]: token, [STORED_USER_KEY]: JSON.stringify(user) },
    });
    session.start();
    expect(session.getSnapshot()).toEqual({ token, user, expiresAt: T0 + 30 * MINUTE_MS });
    await time.advance(STORED_SESSION_CLEAR_MS - 1);
    expect(storage.getItem(STORED_TOKEN_KEY)).toBe(token);
    await time.advance(1);
    expect(storage.getItem(STORED_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(STORED_USER_KEY)).toBeNull();
    expect(session.getSnapshot()).not.toBeNull();
  });

  it('does not restore an expired or malformed stored session, and still clears storage', async () => {
    const { session, storage, time } = setup({
      stored: {
        [STORED_TOKEN_KEY]: buildTokenExpiringAt(T0 - 1000),
        [STORED_USER_KEY]: JSON.stringify(buildUser()),
      },
    });
    session.start();
    expect(session.getSnapshot()).toBeNull();
    await time.advance(STORED_SESSION_CLEAR_MS);
    expect(storage.data.size).toBe(0);

    const broken = setup({ stored: { [STORED_TOKEN_KEY]: 'not-a-jwt', [STORED_USER_KEY]: '{"nope":1}' } });
    broken.session.start();
    expect(broken.session.getSnapshot()).toBeNull();
  });

  it('forgets a session stored moments before a logout', () => {
    const user = buildUser();
    const token = buildTokenExpiringAt(T0 + 30 * MINUTE_MS);
    const { session, storage } = setup({
      stored: { [STORED_TOKEN_KEY]: token, [STORED_USER_KEY]: JSON.stringify(user) },
    });
    session.start();
    session.end('logout');
    expect(storage.data.size).toBe(0);
  });

  it('notifies subscribers and ends on logout', () => {
    const { session, ended } = setup();
    session.start();
    const listener = vi.fn();
    session.subscribe(listener);
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    expect(session.lastEndReason()).toBeNull();
    session.end('logout');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.getSnapshot()).toBeNull();
    expect(ended).toEqual(['logout']);
    // The guards redirect with the same reason as the session's own redirect, until a new session starts.
    expect(session.lastEndReason()).toBe('logout');
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    expect(session.lastEndReason()).toBeNull();
  });

  it('stops its timers and unload hooks', async () => {
    const { session, time, lifecycle, storage } = setup();
    session.start();
    session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser());
    session.stop();
    expect(time.pendingTimers).toBe(0);
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(storage.getItem(STORED_TOKEN_KEY)).toBeNull();
  });
});

describe('SessionManager across the tabs of one browser', () => {
  /** A first tab signed in, as after the login page. */
  async function signedInTab(renew?: () => Promise<RenewResult>) {
    const first = setup(renew ? { renew } : {});
    first.session.start();
    const user = buildUser({ _id: 'donor-1' });
    const token = buildTokenExpiringAt(T0 + 60 * MINUTE_MS);
    first.session.signIn(token, user);
    await flushPromises();
    return { ...first, user, token };
  }

  it('gives a new tab the session of an open one, without a token in storage', async () => {
    const first = await signedInTab();
    await first.time.advance(STORED_SESSION_CLEAR_MS);
    expect(first.storage.getItem(STORED_TOKEN_KEY)).toBeNull();

    const second = setup({ browser: first.browser });
    second.session.start();
    // Until the open tab answers, the new tab neither shows the session nor sends the donor to /login.
    expect(second.session.isPending()).toBe(true);
    expect(second.session.getSnapshot()).toBeNull();
    await flushPromises();
    expect(second.session.isPending()).toBe(false);
    expect(second.session.getSnapshot()).toEqual({ token: first.token, user: first.user, expiresAt: T0 + 60 * MINUTE_MS });
    expect(second.ended).toEqual([]);
    expect(first.storage.getItem(STORED_TOKEN_KEY)).toBeNull();
  });

  it('does not wait for other tabs when none is signed in, and stops waiting when none answers', async () => {
    const visitor = setup();
    visitor.session.start();
    expect(visitor.session.isPending()).toBe(false);
    expect(visitor.hub.sent).toEqual([]);

    // A tab closed without signing out left its mark: the new tab asks, waits, then forgets the mark.
    const stale = setup({ stored: { [OPEN_SESSION_KEY]: '1' } });
    stale.session.start();
    expect(stale.session.isPending()).toBe(true);
    await stale.time.advance(TAB_ANSWER_WAIT_MS - 1);
    expect(stale.session.isPending()).toBe(true);
    await stale.time.advance(1);
    expect(stale.session.isPending()).toBe(false);
    expect(stale.session.getSnapshot()).toBeNull();
    expect(stale.storage.getItem(OPEN_SESSION_KEY)).toBeNull();
  });

  it('logs every tab out when the donor logs out in one, telling the others why', async () => {
    const first = await signedInTab();
    const second = setup({ browser: first.browser });
    second.session.start();
    await flushPromises();
    expect(second.session.getSnapshot()).not.toBeNull();

    second.session.end('logout');
    await flushPromises();
    expect(second.ended).toEqual(['logout']);
    expect(first.session.getSnapshot()).toBeNull();
    expect(first.ended).toEqual(['otherTab']);
    expect(first.storage.getItem(OPEN_SESSION_KEY)).toBeNull();

    // A new tab now finds no session to wait for.
    const third = setup({ browser: first.browser });
    third.session.start();
    expect(third.session.isPending()).toBe(false);
    expect(third.session.getSnapshot()).toBeNull();
  });

  it('ends a revoked session in every tab with its reason, and a signed-out tab’s 401 touches no other tab', async () => {
    const first = await signedInTab();
    const second = setup({ browser: first.browser });
    second.session.start();
    await flushPromises();

    const visitorTab = setup({ browser: first.browser });
    visitorTab.session.end('unauthorized');
    await flushPromises();
    expect(first.session.getSnapshot()).not.toBeNull();

    first.session.end('unauthorized');
    await flushPromises();
    expect(second.session.getSnapshot()).toBeNull();
    expect(second.ended).toEqual(['unauthorized']);
  });

  it('signs in the tabs that are open on the login page, and shares a renewed token', async () => {
    const renewed = buildTokenExpiringAt(T0 + 120 * MINUTE_MS);
    const time = new FakeTime(T0);
    const browser = { time, storage: memoryStorage(), hub: new TabHub() };
    const loginTab = setup({ browser });
    loginTab.session.start();
    const first = setup({ browser, renew: async () => ({ kind: 'renewed', token: renewed }) });
    first.session.start();
    first.session.signIn(buildTokenExpiringAt(T0 + 60 * MINUTE_MS), buildUser({ _id: 'donor-1' }));
    await flushPromises();
    expect(loginTab.session.getSnapshot()?.user._id).toBe('donor-1');

    await time.advance(50 * MINUTE_MS + 20_000);
    expect(first.session.getSnapshot()?.token).toBe(renewed);
    expect(loginTab.session.getSnapshot()?.token).toBe(renewed);
  });

  it('keeps its own session against an expired share or another donor’s', async () => {
    const first = await signedInTab();
    const other = setup({ browser: first.browser });
    other.session.start();
    await flushPromises();
    other.hub.channel().post({ type: 'share', token: buildTokenExpiringAt(T0 - 1), user: buildUser({ _id: 'donor-1' }) });
    other.hub.channel().post({ type: 'share', token: buildTokenExpiringAt(T0 + 300 * MINUTE_MS), user: buildUser({ _id: 'donor-2' }) });
    await flushPromises();
    expect(first.session.getSnapshot()?.token).toBe(first.token);
    expect(first.session.getSnapshot()?.user._id).toBe('donor-1');
    // A later token of its own donor is the session renewed elsewhere: taken.
    const later = buildTokenExpiringAt(T0 + 90 * MINUTE_MS);
    other.hub.channel().post({ type: 'share', token: later, user: buildUser({ _id: 'donor-1' }) });
    await flushPromises();
    expect(first.session.getSnapshot()?.token).toBe(later);
  });
});
