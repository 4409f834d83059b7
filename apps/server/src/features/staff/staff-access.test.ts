import { en, es, isStaffAuth, services, staffRoles, type ServiceContract, type ServiceKey, type StaffRole } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createStaff } from '../../db/factories/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, signInStaff } from '../../test/sign-in';

/** Who may not call which staff service, generated from the contracts: every refusal the gateway must answer. */
const staffServices = (Object.entries(services) as [ServiceKey, ServiceContract][]).flatMap(([key, contract]) =>
  isStaffAuth(contract.auth) ? [{ key, allowed: contract.auth.staff }] : [],
);
const donorServices = (Object.entries(services) as [ServiceKey, ServiceContract][])
  .filter(([, c]) => c.auth === 'donor')
  .map(([key]) => key);

let t: TestApp;
let donorToken: string;
const emails = {} as Record<StaffRole, string>;
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'donor@example.com' });
  donorToken = (await signIn(t, 'donor@example.com')).token;
  for (const role of staffRoles) {
    emails[role] = (await createStaff(t.database.db, role)).email;
    tokens[role] = await signInStaff(t, emails[role]);
  }
});
afterAll(() => t.close());

/** An empty params object: auth is decided before the params are read, so no service needs real ones to be refused. */
const call = (key: ServiceKey, token: string | undefined, lang = 'en') => t.call(key, {} as never, { ...(token ? { token } : {}), lang });

describe('staff services refuse', () => {
  it('covers every staff service of the registry', () => {
    expect(staffServices.map((s) => s.key)).toEqual(
      expect.arrayContaining(['staff/getMe', 'staff/logout', 'staff/deactivateStaff', 'staff/findDonor']),
    );
  });

  for (const { key, allowed } of staffServices) {
    it(`${key}: no token and a donor token with 401`, async () => {
      for (const token of [undefined, donorToken])
        expect((await call(key, token)).json(), key).toMatchObject({ status: 401, code: 'sessionExpired' });
    });

    const refused = staffRoles.filter((role) => !allowed.includes(role));
    if (refused.length > 0) {
      it(`${key}: ${refused.join(', ')} with 403 and a clear message in English and Spanish`, async () => {
        for (const role of refused) {
          expect((await call(key, tokens[role])).json(), role).toEqual({
            status: 403,
            code: 'staffRoleRefused',
            message: en.staffRoleRefused,
          });
          expect((await call(key, tokens[role], 'es')).json(), role).toEqual({
            status: 403,
            code: 'staffRoleRefused',
            message: es.staffRoleRefused,
          });
        }
      });
    }

    it(`${key}: lets ${allowed.join(', ')} past the door`, async () => {
      for (const role of allowed) {
        // A fresh session each time: a staff mutation (sign-out) may end the one it runs in.
        const res = await call(key, await signInStaff(t, emails[role]));
        expect([401, 403], `${role}: ${res.body}`).not.toContain(res.statusCode);
      }
    });
  }
});

describe('donor services refuse a staff token', () => {
  it('with 401, whatever the role', async () => {
    for (const key of donorServices) {
      expect((await call(key, tokens.admin)).json(), key).toMatchObject({ status: 401, code: 'sessionExpired' });
    }
  });
});
