import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { configureHttpClient, GatewayError, type HttpClientDeps } from './gateway';
import { createQueryClient, queryClient } from './query-client';
import { callAnyService, serviceQueryOptions } from './service-query';
import { staffSession } from './staff-session';

/** The tab's sessionStorage, which the node test environment does not have. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

const fetchMock = vi.fn<HttpClientDeps['fetch']>();
const endDonorSession = vi.fn();
const assign = vi.fn();

function reply(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const sentToken = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization');

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('window', { location: { assign } });
  configureHttpClient({ fetch: fetchMock, getToken: () => 'donor-token', getLanguage: () => 'en', onUnauthorized: endDonorSession });
  staffSession.start('staff-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  endDonorSession.mockReset();
  assign.mockReset();
  queryClient.clear();
});

describe('the client the contract picks', () => {
  it('reads a staff service, given nothing but its key and params, with the staff token', async () => {
    reply(200, { status: 200 });
    await createQueryClient().fetchQuery(serviceQueryOptions('staff/getMe', {}));
    expect(sentToken()).toBe('Bearer staff-token');
  });

  it('reads a donor service with the donor’s session', async () => {
    reply(200, { status: 200 });
    await createQueryClient().fetchQuery(serviceQueryOptions('reward/getPoints', {}));
    expect(sentToken()).toBe('Bearer donor-token');
  });

  it('writes the same way (useServiceMutation calls callAnyService)', async () => {
    reply(200, { status: 200 });
    await callAnyService('staff/logout', {});
    expect(sentToken()).toBe('Bearer staff-token');
    fetchMock.mockClear();
    await callAnyService('authentication/logout', {});
    expect(sentToken()).toBe('Bearer donor-token');
  });

  it('a staff 401 ends the staff session and goes to the staff sign-in, never ending the donor’s session', async () => {
    reply(401, { status: 401, code: 'staffSessionInvalid', message: 'Signed out' });
    await expect(createQueryClient().fetchQuery(serviceQueryOptions('staff/getMe', {}))).rejects.toBeInstanceOf(GatewayError);
    expect(endDonorSession).not.toHaveBeenCalled();
    expect(staffSession.token()).toBeNull();
    expect(assign).toHaveBeenCalledWith(paths.staffLogin);
  });

  it('a donor 401 ends the donor’s session, not the staff one', async () => {
    reply(401, { status: 401, code: 'sessionInvalid', message: 'Signed out' });
    await expect(callAnyService('reward/getPoints', {})).rejects.toBeInstanceOf(GatewayError);
    expect(endDonorSession).toHaveBeenCalledOnce();
    expect(staffSession.token()).toBe('staff-token');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the staff session', () => {
  it('forgets every cached reply when it ends or another starts: the next member sees none of the last one’s', async () => {
    reply(200, { status: 200 });
    await queryClient.fetchQuery(serviceQueryOptions('staff/getMe', {}));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    staffSession.end();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(staffSession.token()).toBeNull();

    await queryClient.fetchQuery(serviceQueryOptions('staff/getMe', {}));
    staffSession.start('next-member-token');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(staffSession.token()).toBe('next-member-token');
  });
});
