// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { ServiceKey } from './index';

/** The services whose 401 means wrong credentials, not a session gone (`checksCredentials`). */
export const credentialServiceKeys: readonly ServiceKey[] = [
  'authentication/appLoginExchange',
  'authentication/login',
  'passkey/finishRegistration',
  'passkey/signIn',
  'staff/completeProviderPasskeySignIn',
  'staff/finishPasskeySignIn',
  'staff/startPasskeySignIn',
  'staff/startProviderPasskeySignIn',
  'staff/login',
  'staff/completeProviderSignIn',
];
