import { apiClientCallsPerMinute } from '@portal/contract';

/**
 * Each client sends at most half its minute's budget in the whole run: 4,000 visits over the demo's 8 centers are 500
 * a center, so 2 clients a center (16 clients, 250 calls each); `npm run bench`'s 10,000 are 1,250 a center, 5 clients a
 * center (40 clients, 250 calls each). No minute of the run can then reach a client's 600 calls, however fast the
 * portal answers, with room for the visit autocannon may send once more.
 */
const CALLS_PER_CLIENT = Math.floor(apiClientCallsPerMinute / 2);

/** The demo's admin, who creates the feeds' clients in the console. */
const ADMIN = { email: 'admin@example.com', password: 'Plasma#2026' };

/** Per center, the secrets of its feed's clients; a center's visits go to them in turn (`secretFor`). */
export interface FeedClients {
  secretFor(locationID: number): string;
  count: number;
}

async function gateway<Reply>(port: number, call: object, token?: string): Promise<Reply> {
  const res = await fetch(`http://127.0.0.1:${port}/api/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(call),
  });
  if (!res.ok) throw new Error(`bench: ${JSON.stringify(call).slice(0, 80)} answered ${res.status} ${await res.text()}`);
  return (await res.json()) as Reply;
}

/**
 * Each center's feed as an operator sets it up: the admin signs in to the console and creates, through
 * `integrations/createApiClient`, clients allowed `visits` at that center only, as many as its share of `locationIDs`
 * (one a visit) needs to stay under `CALLS_PER_CLIENT`.
 */
export async function createFeedClients(port: number, locationIDs: readonly number[]): Promise<FeedClients> {
  const perCenter = new Map<number, number>();
  for (const id of locationIDs) perCenter.set(id, (perCenter.get(id) ?? 0) + 1);
  const { token } = await gateway<{ token: string }>(port, { serviceName: 'staff', serviceType: 'login', params: ADMIN });
  const secrets = new Map<number, string[]>();
  for (const [centerId, visits] of [...perCenter].sort(([a], [b]) => a - b)) {
    const own: string[] = [];
    for (let n = 1; n <= Math.ceil(visits / CALLS_PER_CLIENT); n += 1) {
      const params = { name: `Center ${centerId} feed ${n}`, operations: ['visits'], centerIds: [centerId] };
      const created = await gateway<{ secret: string }>(
        port,
        { serviceName: 'integrations', serviceType: 'createApiClient', params },
        token,
      );
      own.push(created.secret);
    }
    secrets.set(centerId, own);
  }
  const sent = new Map<number, number>();
  return {
    count: [...secrets.values()].reduce((total, own) => total + own.length, 0),
    secretFor(locationID) {
      const own = secrets.get(locationID) ?? [];
      const n = sent.get(locationID) ?? 0;
      sent.set(locationID, n + 1);
      const secret = own[n % own.length];
      if (!secret) throw new Error(`bench: no feed client for center ${locationID}`);
      return secret;
    },
  };
}
