import type { APIRequestContext } from '@playwright/test';
import { STAFF_PASSWORD } from './fresh-staff';

/**
 * Retires an item a test published, through the API, as the editor who made it: an announced item is in every donor's
 * notifications, so no other spec's donor should find it after the test.
 */
export async function retireContent(request: APIRequestContext, email: string, kind: 'news' | 'promotion', id: string) {
  const call = (serviceName: string, serviceType: string, params: object, token?: string) =>
    request.post('/api/gateway', {
      data: { serviceName, serviceType, params },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const { token } = (await (await call('staff', 'login', { email, password: STAFF_PASSWORD })).json()) as { token: string };
  const get = kind === 'news' ? 'getNews' : 'getPromotion';
  const reply = await call('content', get, { id }, token);
  if (!reply.ok()) return;
  const { item } = (await reply.json()) as { item: { version: number; state: string } };
  if (item.state !== 'retired') await call('content', 'retireContent', { kind, id, expectedVersion: item.version }, token);
}
