import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Fetches a challenge and solves it as the browser widget would; returns the widget's payload. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
