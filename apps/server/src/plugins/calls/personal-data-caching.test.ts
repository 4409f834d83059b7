import { restRoutes, services, type ServiceContract } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { plausibleValue } from '../../test/hostile-input';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 12: no signed-in reply that carries a donor's data may be stored by a browser or a proxy. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'no.store@example.com' });
  token = (await signIn(t, 'no.store@example.com')).token;
});
afterAll(() => t.close());

const donorServices = (Object.entries(services) as [string, ServiceContract][]).filter(([, contract]) => contract.auth === 'donor');

describe('signed-in replies are never stored', () => {
  it('every donor service and donor route declares personal data', () => {
    expect(donorServices.length).toBeGreaterThan(40);
    for (const [key, contract] of donorServices) expect(contract.personalData, key).toBe(true);
    for (const route of restRoutes.filter((r) => r.auth === 'donor')) expect(route.personalData, route.url).toBe(true);
  });

  it('every donor service answers with Cache-Control: no-store', { timeout: 60_000 }, async () => {
    let checked = 0;
    for (const [key, contract] of donorServices.filter(([key]) => key !== 'authentication/logout')) {
      const params = plausibleValue(contract.params);
      // Params the schema refuses are answered 400 before the policies: nothing of the donor's is in that reply.
      if (!contract.params.safeParse(params).success) continue;
      const res = await t.call(key as never, params as never, { token });
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).not.toBe(401);
      expect(res.headers['cache-control'], key).toBe('no-store');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(35);
  });
});
