import type { User } from '@portal/contract';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Signs in through the gateway and returns the token and user, failing the test otherwise. */
export async function signIn(t: TestApp, username: string, password = 'Plasma#2026'): Promise<{ token: string; user: User }> {
  const res = await t.call('authentication/login', { username, password });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ token: string; user: User }>();
  return { token: body.token, user: body.user };
}

/** Signs a staff member in through the gateway and returns their token. */
export async function signInStaff(t: TestApp, email: string, password = 'Plasma#2026'): Promise<string> {
  const res = await t.call('staff/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}
