import { APP_LOGIN_TOKEN_TTL_MS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor, type DonorRow } from '../../db/factories/donors';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let donor: DonorRow;

beforeAll(async () => {
  t = await createTestApp();
  donor = await createDonor(t.database.db, { email: 'app@example.com' });
});
afterAll(() => t.close());

async function mint(): Promise<string> {
  const { token } = await signIn(t, 'app@example.com');
  const res = await t.call('authentication/createAppLoginToken', {}, { token });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

describe('/Applogin one-time token', () => {
  it('signs the donor in once', async () => {
    const oneTime = await mint();
    const res = await t.call('authentication/appLoginExchange', { token: oneTime });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ token: string; user: { _id: string } }>();
    expect(body.user._id).toBe(donor.id);
    expect((await t.call('profile/getProfile', {}, { token: body.token })).statusCode).toBe(200);

    const again = await t.call('authentication/appLoginExchange', { token: oneTime });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'linkInvalid' });
  });

  it('expires after 2 minutes', async () => {
    const oneTime = await mint();
    t.clock.advance(APP_LOGIN_TOKEN_TTL_MS);
    expect((await t.call('authentication/appLoginExchange', { token: oneTime })).statusCode).toBe(401);
  });

  it('can only be minted by a signed-in donor', async () => {
    expect((await t.call('authentication/createAppLoginToken', {})).statusCode).toBe(401);
  });
});
