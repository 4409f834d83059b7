import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MINUTE_MS } from '@portal/contract';
import { captchaChallengeSchema } from '@portal/contract/services/captcha/challenge';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { usedCaptchas } from '../db/schema/index';
import { deriveSecret } from './secrets';
import { ServiceError } from './service-error';
import type { Services } from '../service-context';

/** A challenge must be solved and sent within this time (the widget shows it has expired after). */
export const CAPTCHA_TTL_MS = 10 * MINUTE_MS;
const ALGORITHM = 'PBKDF2/SHA-256';

/** What checking a captcha needs: the secret, the clock, and the table of spent challenges. */
type CaptchaServices = Pick<Services, 'config' | 'clock' | 'db'>;

function secrets(services: Pick<Services, 'config'>) {
  return { hmacSignatureSecret: deriveSecret(services.config.tokenSecret, 'altcha-signature') };
}

/**
 * A random-prefix challenge (the solver needs about 256 tries on average; the server re-derives one key to
 * verify). With PBKDF2 cost 5000 (CAPTCHA_COST) that is about 2 s of work in a browser and 2 ms to verify.
 */
export function createCaptchaChallenge(services: Services): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: services.config.captchaCost,
    deriveKey,
    expiresAt: new Date(services.clock.now().getTime() + CAPTCHA_TTL_MS),
    ...secrets(services),
  });
}

/** The widget's payload: base64 JSON of the challenge it was given (the contract's shape, signed) and its solution. */
const payloadSchema = z.object({
  challenge: captchaChallengeSchema.required({ signature: true }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function decodePayload(text: string) {
  try {
    return payloadSchema.parse(JSON.parse(Buffer.from(text, 'base64').toString('utf8')));
  } catch {
    throw new ServiceError(400, 'captchaInvalid');
  }
}

/**
 * Accepts a solved challenge once. The library checks the signature and the work; the expiry is checked
 * against the injected clock; the used-captcha table refuses a replay, in every server process.
 */
export async function verifyCaptcha(services: CaptchaServices, text: string): Promise<void> {
  const payload = decodePayload(text);
  const now = services.clock.now();
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (expiresAt === undefined || expiresAt * 1000 <= now.getTime()) throw new ServiceError(400, 'captchaInvalid');

  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets(services) });
  if (!result.verified) throw new ServiceError(400, 'captchaInvalid');

  await services.db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
  const inserted = await services.db
    .insert(usedCaptchas)
    .values({ signature: payload.challenge.signature, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  if (inserted.length === 0) throw new ServiceError(400, 'captchaInvalid');
}
