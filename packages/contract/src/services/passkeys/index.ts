// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { finishRegistration } from './finish-registration';
import { listPasskeys } from './list-passkeys';
import { removePasskey } from './remove-passkey';
import { renamePasskey } from './rename-passkey';
import { signIn } from './sign-in';
import { startRegistration } from './start-registration';
import { startSignIn } from './start-sign-in';

/** The passkeys feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const passkeysServices = {
  'passkey/finishRegistration': finishRegistration,
  'passkey/listPasskeys': listPasskeys,
  'passkey/removePasskey': removePasskey,
  'passkey/renamePasskey': renamePasskey,
  'passkey/signIn': signIn,
  'passkey/startRegistration': startRegistration,
  'passkey/startSignIn': startSignIn,
} as const;
