import type { KeyValueStorage } from './session/session';

/**
 * Spec 2.2 "stored registration URL": a registration in progress keeps its step (the URL) and its
 * token in sessionStorage, so a reload or a visit to another signed-out page brings the donor back to
 * it. Checked by hand rather than with zod: the signed-out guard, and so the login bundle, reads it.
 */
export const REGISTRATION_STEP_KEY = 'portal.registration';

export type RegistrationKind = 'existing' | 'predonor';
export type CodeChannel = 'email' | 'sms';

export interface CodeChoice {
  channel: CodeChannel;
  masked: string;
}

export interface SentCode extends CodeChoice {
  /** Epoch ms from which another code may be asked for (5 minutes after the last one). */
  resendAt: number;
  /** The text message could not be handed to its provider: the screen offers the code by e-mail. */
  textNotSent?: boolean;
}

export interface StoredRegistration {
  path: string;
  token: string;
  kind: RegistrationKind;
  choices: CodeChoice[];
  sent: SentCode | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChoice(value: unknown): value is CodeChoice {
  return isRecord(value) && (value.channel === 'email' || value.channel === 'sms') && typeof value.masked === 'string';
}

function isSent(value: unknown): value is SentCode {
  return isChoice(value) && typeof (value as unknown as Record<string, unknown>).resendAt === 'number';
}

export function parseStoredRegistration(json: string | null): StoredRegistration | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { path, token, kind, choices, sent } = value;
  if (typeof path !== 'string' || !path.startsWith('/register/')) return null;
  if (typeof token !== 'string' || token.length === 0) return null;
  if (kind !== 'existing' && kind !== 'predonor') return null;
  if (!Array.isArray(choices) || !choices.every(isChoice)) return null;
  if (sent !== null && !isSent(sent)) return null;
  return { path, token, kind, choices, sent };
}

export function readRegistration(storage: KeyValueStorage): StoredRegistration | null {
  try {
    return parseStoredRegistration(storage.getItem(REGISTRATION_STEP_KEY));
  } catch {
    return null;
  }
}

export function saveRegistration(storage: KeyValueStorage, registration: StoredRegistration): void {
  try {
    storage.setItem(REGISTRATION_STEP_KEY, JSON.stringify(registration));
  } catch {
    // Blocked storage: the registration still works in this page, it just is not remembered.
  }
}

export function clearRegistration(storage: KeyValueStorage): void {
  try {
    storage.removeItem(REGISTRATION_STEP_KEY);
  } catch {
    // Nothing stored if storage is blocked.
  }
}

/** Where a signed-out visit to `currentPath` must go instead: the stored step, unless it is this page. */
export function registrationRedirect(storage: KeyValueStorage, currentPath: string): string | null {
  const stored = readRegistration(storage);
  if (!stored) return null;
  return stored.path.toLowerCase() === currentPath.toLowerCase() ? null : stored.path;
}

/** sessionStorage, or a stand-in that remembers nothing when the browser blocks it. */
export function registrationStorage(): KeyValueStorage {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}
