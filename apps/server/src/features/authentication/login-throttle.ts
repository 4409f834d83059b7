import { createHash } from 'node:crypto';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS } from '@portal/contract';
import type { CounterStore } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/service-error';

/** Counter keys never hold the e-mail itself: the account is named by a hash. */
function keys(username: string, clientAddress: string) {
  const account = createHash('sha256').update(username).digest('base64url').slice(0, 22);
  return { account: `login:account:${account}`, address: `login:address:${clientAddress}` };
}

function refuse(resetInMs: number): never {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  throw new ServiceError(429, 'tooManyAttempts', { minutes: Math.ceil(seconds / 60) }, { retryAfterSeconds: seconds });
}

/** Refuses (429) when the account or the address has used up its failed attempts in the window. */
export async function assertLoginAllowed(counters: CounterStore, username: string, clientAddress: string): Promise<void> {
  const k = keys(username, clientAddress);
  const [account, address] = await Promise.all([counters.get(k.account), counters.get(k.address)]);
  if (account.count >= LOGIN_FAILURES_PER_ACCOUNT) refuse(account.resetInMs);
  if (address.count >= LOGIN_FAILURES_PER_ADDRESS) refuse(address.resetInMs);
}

export async function recordLoginFailure(counters: CounterStore, username: string, clientAddress: string): Promise<void> {
  const k = keys(username, clientAddress);
  await Promise.all([counters.increment(k.account, LOGIN_WINDOW_MS), counters.increment(k.address, LOGIN_WINDOW_MS)]);
}

export async function clearAccountFailures(counters: CounterStore, username: string, clientAddress: string): Promise<void> {
  await counters.reset(keys(username, clientAddress).account);
}
