import { COUNTDOWN_TICK_MS, SESSION_POLL_MS, STORED_SESSION_CLEAR_MS, TOKEN_RENEW_BEFORE_MS } from '@portal/contract/constants';
import type { User } from '@portal/contract/entities/user';
import { readJwtExpiry } from './jwt';
import { STORED_TOKEN_KEY, STORED_USER_KEY } from './storage-keys';

/** Spec 4 "Token": the signed-in donor, kept in memory only (storage holds it just across a reload). */
export interface SessionState {
  token: string;
  user: User;
  /** Epoch milliseconds, from the token's `exp`. */
  expiresAt: number;
}

/** Why a session ended; `otherTab`: the donor logged out in another tab of this browser. */
export type SessionEndReason = 'logout' | 'expired' | 'renewalRefused' | 'unauthorized' | 'otherTab';

export type RenewResult = { kind: 'renewed'; token: string; expiresAt?: string } | { kind: 'refused' } | { kind: 'failed' };

export interface Clock {
  now: () => number;
}

export type TimerHandle = unknown;

export interface Scheduler {
  setInterval: (callback: () => void, ms: number) => TimerHandle;
  clearInterval: (handle: TimerHandle) => void;
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type LifecycleTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * What the tabs of one browser tell each other (a BroadcastChannel): a new tab asks for the session, a tab
 * that has one shares it (also after a sign-in or a renewal), and a session that ends ends in every tab.
 */
export type TabMessage =
  | { type: 'ask' }
  | { type: 'share'; token: string; user: User }
  | { type: 'end'; donorId: string; reason: SessionEndReason };

export interface TabChannel {
  post: (message: TabMessage) => void;
  /** Returns the function that stops listening. */
  listen: (listener: (message: TabMessage) => void) => () => void;
}

export interface SessionDeps {
  clock: Clock;
  scheduler: Scheduler;
  storage: KeyValueStorage;
  /** Where `pagehide` and `beforeunload` fire (the window). */
  lifecycle: LifecycleTarget;
  /** The other tabs of this browser. */
  tabs: TabChannel;
  /** Asks the server for a fresh token (`authentication/tokenLogin`). */
  renew: (user: User) => Promise<RenewResult>;
  /** The session ended: the app goes to /login. */
  onEnd: (reason: SessionEndReason) => void;
}

/**
 * Set while a tab of this browser is signed in: a new tab then waits for another tab's answer before it
 * decides the visitor is signed out. It holds no token, so it may outlive the spec's 1-second rule.
 */
export const OPEN_SESSION_KEY = 'portal.session.open';
/** How long a new tab waits for another tab to share the session (an answer takes a few milliseconds). */
export const TAB_ANSWER_WAIT_MS = 500;

export type SessionAction = 'expired' | 'renew' | 'none';

/** What the expiry check does now: sign out a dead token, renew one close to its end, or nothing. */
export function sessionAction(expiresAt: number, now: number): SessionAction {
  if (now >= expiresAt) return 'expired';
  if (expiresAt - now <= TOKEN_RENEW_BEFORE_MS) return 'renew';
  return 'none';
}

/** Expiry of a token: its `exp` claim, else the server's `expiresAt`; null when neither is usable. */
export function tokenExpiry(token: string, fallbackIso?: string): number | null {
  const fromToken = readJwtExpiry(token);
  if (fromToken !== null) return fromToken;
  if (fallbackIso === undefined) return null;
  const parsed = Date.parse(fallbackIso);
  return Number.isNaN(parsed) ? null : parsed;
}

type Listener = () => void;
type CountdownListener = (remainingMs: number) => void;

/**
 * Holds the token and the donor, renews the token before it expires, ends the session when it
 * cannot be kept, carries it across a page reload through storage (spec 4 "Token", 9) and shares it
 * with the other tabs of the browser: a new tab asks them for it, and logging out in one ends it in all.
 * Time, timers, storage, tabs and the network are injected so every rule is unit-tested without waiting.
 */
export class SessionManager {
  private state: SessionState | null = null;
  /** Why this page's session last ended, until the next one starts: the guards send the donor to /login with it. */
  private endReason: SessionEndReason | null = null;
  /** True while a new tab waits for another tab's answer: the guards wait before they send anyone to /login. */
  private pending = false;
  private readonly listeners = new Set<Listener>();
  private readonly countdownListeners = new Set<CountdownListener>();
  private renewing: Promise<void> | null = null;
  private timers: TimerHandle[] = [];
  private clearStoredTimer: TimerHandle | null = null;
  private answerTimer: TimerHandle | null = null;
  private stopListening: (() => void) | null = null;
  private started = false;

  constructor(private readonly deps: SessionDeps) {}

  /** Restores a stored session (or asks the other tabs for theirs), then starts the expiry poll, the countdown and the unload hooks. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { scheduler, lifecycle, tabs } = this.deps;
    this.stopListening = tabs.listen(this.onTabMessage);
    this.restoreFromStorage();
    if (!this.state && this.readOpenMark()) this.askOtherTabs();
    this.timers = [
      scheduler.setInterval(() => void this.check(), SESSION_POLL_MS),
      scheduler.setInterval(() => this.tick(), COUNTDOWN_TICK_MS),
    ];
    lifecycle.addEventListener('pagehide', this.saveToStorage);
    lifecycle.addEventListener('beforeunload', this.saveToStorage);
    void this.check();
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    const { scheduler, lifecycle } = this.deps;
    for (const timer of this.timers) scheduler.clearInterval(timer);
    this.timers = [];
    if (this.clearStoredTimer !== null) scheduler.clearTimeout(this.clearStoredTimer);
    this.clearStoredTimer = null;
    this.stopWaiting();
    this.stopListening?.();
    this.stopListening = null;
    lifecycle.removeEventListener('pagehide', this.saveToStorage);
    lifecycle.removeEventListener('beforeunload', this.saveToStorage);
  }

  /** For `useSyncExternalStore`: fires when the session or the waiting for other tabs changes. */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionState | null => this.state;

  /** True while this new tab waits for another tab to share its session. */
  readonly isPending = (): boolean => this.pending;

  /** Why the session of this page ended, or null if none has ended since the last sign-in. */
  readonly lastEndReason = (): SessionEndReason | null => this.endReason;

  /** Fires every second while signed in with the milliseconds left on the token. */
  subscribeCountdown(listener: CountdownListener): () => void {
    this.countdownListeners.add(listener);
    return () => this.countdownListeners.delete(listener);
  }

  /** Starts a session from a login reply (and in the other tabs). Returns false (and keeps no session) if the token has no usable expiry. */
  signIn(token: string, user: User, expiresAtIso?: string): boolean {
    const expiresAt = tokenExpiry(token, expiresAtIso);
    if (expiresAt === null) return false;
    this.adopt({ token, user, expiresAt });
    this.deps.tabs.post({ type: 'share', token, user });
    void this.check();
    return true;
  }

  /** Replaces the donor's data (e.g. after a profile edit) without touching the token. */
  updateUser(user: User): void {
    if (this.state) this.setState({ ...this.state, user });
  }

  /**
   * Clears token and donor (in memory and in storage), ends the session in the other tabs and sends the
   * app to /login. Safe to call when already signed out (then no other tab is touched).
   */
  end(reason: SessionEndReason): void {
    const ended = this.state;
    this.finish(reason);
    if (ended) this.deps.tabs.post({ type: 'end', donorId: ended.user._id, reason });
  }

  /** The expiry poll: sign out an expired token, renew one within 10 minutes of expiry. */
  async check(): Promise<void> {
    const state = this.state;
    if (!state) return;
    const action = sessionAction(state.expiresAt, this.deps.clock.now());
    if (action === 'expired') this.end('expired');
    else if (action === 'renew') await this.renew();
  }

  private finish(reason: SessionEndReason): void {
    this.stopWaiting();
    this.endReason = reason;
    this.setState(null);
    this.removeStored();
    this.writeOpenMark(false);
    this.deps.onEnd(reason);
  }

  private adopt(next: SessionState): void {
    this.stopWaiting();
    this.endReason = null;
    this.setState(next);
    this.writeOpenMark(true);
  }

  private readonly onTabMessage = (message: TabMessage): void => {
    const state = this.state;
    if (message.type === 'ask') {
      if (state) this.deps.tabs.post({ type: 'share', token: state.token, user: state.user });
    } else if (message.type === 'share') {
      this.takeShared(message.token, message.user);
    } else if (state && state.user._id === message.donorId) {
      // The same session ends here too; told apart only when the donor herself logged out elsewhere.
      this.finish(message.reason === 'logout' ? 'otherTab' : message.reason);
    }
  };

  /** Another tab's session: taken when this tab has none, or as a renewed token of the same donor's session. */
  private takeShared(token: string, user: User): void {
    const expiresAt = readJwtExpiry(token);
    if (expiresAt === null || this.deps.clock.now() >= expiresAt) return;
    const state = this.state;
    if (!state) this.adopt({ token, user, expiresAt });
    else if (state.user._id === user._id && expiresAt > state.expiresAt) this.setState({ ...state, token, expiresAt });
  }

  private askOtherTabs(): void {
    this.pending = true;
    this.notify();
    this.answerTimer = this.deps.scheduler.setTimeout(() => {
      this.answerTimer = null;
      // No tab answered: the mark was left by a tab that closed without signing out.
      this.writeOpenMark(false);
      this.stopWaiting();
    }, TAB_ANSWER_WAIT_MS);
    this.deps.tabs.post({ type: 'ask' });
  }

  private stopWaiting(): void {
    if (this.answerTimer !== null) this.deps.scheduler.clearTimeout(this.answerTimer);
    this.answerTimer = null;
    if (!this.pending) return;
    this.pending = false;
    this.notify();
  }

  private renew(): Promise<void> {
    this.renewing ??= this.runRenewal().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  private async runRenewal(): Promise<void> {
    const before = this.state;
    if (!before) return;
    const result = await this.deps.renew(before.user);
    // Signed out or signed in again meanwhile: this answer belongs to a session that is gone.
    if (this.state !== before) return;
    if (result.kind === 'refused') {
      this.end('renewalRefused');
    } else if (result.kind === 'renewed') {
      const expiresAt = tokenExpiry(result.token, result.expiresAt);
      if (expiresAt !== null) {
        this.setState({ ...before, token: result.token, expiresAt });
        this.deps.tabs.post({ type: 'share', token: result.token, user: before.user });
      }
    }
    // 'failed' (network, 5xx): keep the token and try again at the next poll.
  }

  private tick(): void {
    const state = this.state;
    if (!state) return;
    const remaining = Math.max(0, state.expiresAt - this.deps.clock.now());
    for (const listener of this.countdownListeners) listener(remaining);
  }

  /** On `pagehide`/`beforeunload`: keep the session for the next page load. */
  readonly saveToStorage = (): void => {
    const { storage } = this.deps;
    try {
      if (this.state) {
        storage.setItem(STORED_TOKEN_KEY, this.state.token);
        storage.setItem(STORED_USER_KEY, JSON.stringify(this.state.user));
      } else {
        this.removeStored();
      }
    } catch {
      // Storage full or blocked: the donor signs in again after the reload.
    }
  };

  private removeStored(): void {
    try {
      this.deps.storage.removeItem(STORED_TOKEN_KEY);
      this.deps.storage.removeItem(STORED_USER_KEY);
    } catch {
      // Nothing to clean if storage is blocked.
    }
  }

  private readOpenMark(): boolean {
    try {
      return this.deps.storage.getItem(OPEN_SESSION_KEY) !== null;
    } catch {
      return false;
    }
  }

  private writeOpenMark(open: boolean): void {
    try {
      if (open) this.deps.storage.setItem(OPEN_SESSION_KEY, '1');
      else this.deps.storage.removeItem(OPEN_SESSION_KEY);
    } catch {
      // Blocked storage: a new tab does not wait for the others and asks the donor to sign in.
    }
  }

  private readStored(): { token: string | null; userJson: string | null } {
    try {
      return { token: this.deps.storage.getItem(STORED_TOKEN_KEY), userJson: this.deps.storage.getItem(STORED_USER_KEY) };
    } catch {
      return { token: null, userJson: null };
    }
  }

  private restoreFromStorage(): void {
    const { scheduler, clock } = this.deps;
    const { token, userJson } = this.readStored();
    if (token === null && userJson === null) return;
    const user = parseStoredUser(userJson);
    const expiresAt = token === null ? null : readJwtExpiry(token);
    if (token !== null && user !== null && expiresAt !== null && clock.now() < expiresAt) {
      this.adopt({ token, user, expiresAt });
    }
    this.clearStoredTimer = scheduler.setTimeout(() => {
      this.clearStoredTimer = null;
      this.removeStored();
    }, STORED_SESSION_CLEAR_MS);
  }

  private setState(next: SessionState | null): void {
    if (next === this.state) return;
    this.state = next;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * A stored donor is one this app wrote from a login reply. It is checked for the fields the shell
 * relies on rather than with the contract's zod schema, which would add zod to the first bundle.
 */
export function parseStoredUser(json: string | null): User | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const strings = ['_id', 'donorID', 'fullName', 'firstName', 'lastName', 'creationTS'] as const;
  if (!strings.every((key) => typeof record[key] === 'string')) return null;
  const locationId = record.lastDonationLocationId;
  if (locationId !== null && typeof locationId !== 'number') return null;
  return value as User;
}
