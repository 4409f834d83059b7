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

/**
 * LISTEN on a connection of its own (notices are not delivered to pooled connections), connecting again a second
 * after any loss. `onState(false)` as soon as the connection is in doubt, `onState(true)` once it listens again.
 */
export function listenPostgres(url: string): Listen {
  return async (channel, onNotice, onState) => {
    let stopped = false;
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;

    const lost = (client: pg.Client) => {
      if (current !== client) return;
      current = null;
      onState(false);
      void client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
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
        if (message.channel === channel && message.payload) onNotice(message.payload);
      });
      try {
        await client.connect();
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        if (current === client && !stopped) onState(true);
      } catch {
        lost(client);
      }
    };

    const ping = setInterval(() => {
      const client = current;
      if (client) client.query('select 1').catch(() => lost(client));
    }, PING_MS).unref();

    await connect();
    return async () => {
      stopped = true;
      clearInterval(ping);
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
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
