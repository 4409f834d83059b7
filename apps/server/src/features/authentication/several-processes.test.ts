import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

/** Two servers on one database, as two processes behind a load balancer would be. */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ database: first.database });
  await createDonor(first.database.db, { email: 'shared@example.com' });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('sessions across server processes', () => {
  it('a token from one server works on the other, and a logout on one ends it on both', async () => {
    const { token } = await signIn(first, 'shared@example.com');
    expect((await second.call('location/bylocationids', { locationids: [1] }, { token })).statusCode).toBe(200);
    await second.call('authentication/logout', {}, { token });
    expect((await first.call('location/bylocationids', { locationids: [1] }, { token })).statusCode).toBe(401);
  });
});
