import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The cookie that carries one sign-in's PKCE verifier, state and nonce from `start` to `callback`. */
export const FLOW_COOKIE = 'portal_staff_oidc';
/** Only the two single-sign-on routes see it. */
export const FLOW_COOKIE_PATH = '/api/staff/oidc/';
/** How long a member has at the provider's sign-in page. */
export const FLOW_TTL_MS = 10 * 60_000;

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(1),
  expiresAt: z.number().int(),
});
export type SignInFlow = z.infer<typeof flowSchema>;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', `staff-oidc-flow:${secret}`).update(payload).digest();
}

/** The flow as a cookie value: its JSON, base64url, then its HMAC, so the browser holds it but cannot change it. */
export function sealFlow(secret: string, flow: SignInFlow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The flow a cookie holds, or null when it is missing, altered or older than its expiry. */
export function openFlow(secret: string, value: string | undefined, now: Date): SignInFlow | null {
  const [payload, signature, ...rest] = (value ?? '').split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const flow = flowSchema.safeParse(decoded);
  return flow.success && flow.data.expiresAt > now.getTime() ? flow.data : null;
}

/** The `Set-Cookie` value: httpOnly, `SameSite=Lax` (the provider's redirect back is a top-level GET), Secure over https. */
export function flowCookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`${FLOW_COOKIE}=${value}`, `Path=${FLOW_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** One cookie's value from a `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
