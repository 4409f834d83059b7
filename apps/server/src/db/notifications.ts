import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Called with `true` once notices are received, `false` when they may be missed (connection lost). */
export type ListenState = (receiving: boolean) => void;
export type Listen = (channel: string, onNotice: (payload: string) => void, onState: ListenState) => Promise<() => Promise<void>>;

/** How the listener shows in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'portal-session-notices';
const RECONNECT_MS = 1_000;
/** A silently dropped connection would miss notices unnoticed: a ping this often, given this long to answer, finds it. */
const PING_MS = 5_000;
const PING_TIMEOUT_MS = 2_000;

interface Subscriber {
  onNotice: (payload: string) => void;
  onState: ListenState;
}

/**
 * LISTEN on a connection of its own (notices are not delivered to pooled connections), one for every channel the
 * process listens on, connecting again a second after any loss. Each subscriber hears `onState(false)` as soon as the
 * connection is in doubt, and `onState(true)` once its channel is listened to again.
 */
export function listenPostgres(url: string): Listen {
  const subscribers = new Map<string, Set<Subscriber>>();
  /** Channels the current connection listens on; empty until it is connected. */
  const listening = new Set<string>();
  let current: pg.Client | null = null;
  let connected = false;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  /**
   * The listener's statements one after another: a LISTEN asked for while another runs (a second subscriber during the
   * first's connect) or the ping must wait its turn, since node-postgres refuses (and will stop queueing) overlapping ones.
   */
  let queue: Promise<unknown> = Promise.resolve();
  const query = (client: pg.Client, text: string) => {
    const result = queue.then(() => client.query(text));
    queue = result.catch(() => undefined);
    return result;
  };

  const everyone = () => [...subscribers.values()].flatMap((set) => [...set]);

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    connected = false;
    listening.clear();
    for (const subscriber of everyone()) subscriber.onState(false);
    void client.end().catch(() => undefined);
    if (subscribers.size > 0) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  /** Listens on every channel subscribed so far, telling each newly listened channel's subscribers. */
  const listenAll = async (client: pg.Client) => {
    for (const channel of [...subscribers.keys()]) {
      if (listening.has(channel)) continue;
      await query(client, `listen ${pg.escapeIdentifier(channel)}`);
      if (current !== client) return;
      listening.add(channel);
      for (const subscriber of subscribers.get(channel) ?? []) subscriber.onState(true);
    }
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: PING_TIMEOUT_MS,
    });
    current = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (!message.payload) return;
      for (const subscriber of subscribers.get(message.channel) ?? []) subscriber.onNotice(message.payload);
    });
    try {
      await client.connect();
      if (current !== client) return;
      connected = true;
      await listenAll(client);
    } catch {
      lost(client);
    }
  };

  const stopAll = async () => {
    clearInterval(ping);
    clearTimeout(retry);
    ping = undefined;
    const client = current;
    current = null;
    connected = false;
    listening.clear();
    await client?.end().catch(() => undefined);
  };

  return async (channel, onNotice, onState) => {
    const subscriber: Subscriber = { onNotice, onState };
    const first = subscribers.size === 0;
    const channelSubscribers = subscribers.get(channel) ?? new Set<Subscriber>();
    channelSubscribers.add(subscriber);
    subscribers.set(channel, channelSubscribers);
    if (first) {
      ping = setInterval(() => {
        const client = current;
        if (client && connected) query(client, 'select 1').catch(() => lost(client));
      }, PING_MS).unref();
      await connect();
    } else if (current && connected) {
      if (listening.has(channel)) onState(true);
      else await listenAll(current).catch(() => current && lost(current));
    }
    return async () => {
      channelSubscribers.delete(subscriber);
      if (channelSubscribers.size === 0 && subscribers.get(channel) === channelSubscribers) subscribers.delete(channel);
      if (subscribers.size === 0) await stopAll();
    };
  };
}

/** The embedded database delivers a committed NOTIFY to its listeners before the statement's promise resolves. */
export function listenPglite(client: PGlite): Listen {
  return async (channel, onNotice, onState) => {
    const unlisten = await client.listen(channel, onNotice);
    onState(true);
    // A database already closed (a test that closes it first) has no listener left to remove.
    return () => (client.closed ? Promise.resolve() : unlisten());
  };
}
