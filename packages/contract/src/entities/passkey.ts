import { z } from 'zod';
import { safeText } from '../rules/safe-input';

/**
 * The WebAuthn shapes both sides exchange (W3C WebAuthn level 3 JSON, as @simplewebauthn writes and reads them).
 * Every response a browser sends is checked against these before the server verifies it: a malformed one is a 400
 * naming the field, never an exception inside the verifier.
 */

/** base64url without padding, bounded. */
export const base64Url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'badRequest');

export const authenticatorTransports = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type AuthenticatorTransport = (typeof authenticatorTransports)[number];
const transport = z.enum(authenticatorTransports);

/** The transports the portal knows of a list an authenticator reported (a newer one is dropped, not refused). */
export function knownTransports(values: readonly string[]): AuthenticatorTransport[] {
  return values.filter((value): value is AuthenticatorTransport => (authenticatorTransports as readonly string[]).includes(value));
}
const userVerification = z.enum(['discouraged', 'preferred', 'required']);
const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });
const attachment = z.enum(['platform', 'cross-platform']);
/** A credential id: at most 1023 bytes (WebAuthn), 1364 characters in base64url. */
const credentialId = base64Url(1364).min(1, 'badRequest');

/** What `startRegistration()` answers: the new credential and its attestation. */
export const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url(8192).min(1, 'badRequest'),
    attestationObject: base64Url(32768).min(1, 'badRequest'),
    authenticatorData: base64Url(32768).optional(),
    /** As the browser reports them: a transport newer than this list is dropped when stored, not refused. */
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64Url(8192).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults,
});

/** What `startAuthentication()` answers: the assertion signed by an existing credential. */
export const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url(8192).min(1, 'badRequest'),
    authenticatorData: base64Url(32768).min(1, 'badRequest'),
    signature: base64Url(2048).min(1, 'badRequest'),
    userHandle: base64Url(256).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults,
});

const credentialDescriptor = z.object({ id: z.string(), type: z.literal('public-key'), transports: z.array(transport).optional() });

/** What the browser is asked to create: `generateRegistrationOptions()`'s JSON. */
export const creationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: attachment.optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** What the browser is asked to sign: `generateAuthenticationOptions()`'s JSON, never with a list of credentials. */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  userVerification: userVerification.optional(),
});

/**
 * What a staff member's browser is asked to sign as their second factor: the member is known by then (password or
 * provider), so the options list their passkeys and no other (issue 32).
 */
export const secondFactorRequestOptionsSchema = requestOptionsSchema.extend({
  allowCredentials: z.array(credentialDescriptor),
});

/** The browser and system a passkey was used from, as the page words them ("Chrome on Android"). */
export const passkeyDevice = safeText(120);

/** A passkey as the donor's profile lists it. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  createdDevice: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedDevice: z.string().nullable(),
  /** Synced between the donor's devices by her password manager (`multiDevice`), or bound to one authenticator. */
  synced: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;
