// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { passkeysServices } from '@portal/contract/services/passkeys/index';
import type { SliceHandlers } from '../../service-context';
import { finishRegistrationHandler } from './finish-registration.handler';
import { listPasskeysHandler } from './list-passkeys.handler';
import { removePasskeyHandler } from './remove-passkey.handler';
import { renamePasskeyHandler } from './rename-passkey.handler';
import { signInHandler } from './sign-in.handler';
import { startRegistrationHandler } from './start-registration.handler';
import { startSignInHandler } from './start-sign-in.handler';

/** The passkeys feature's slice of the handler map. */
export const passkeysHandlers: SliceHandlers<typeof passkeysServices> = {
  'passkey/finishRegistration': finishRegistrationHandler,
  'passkey/listPasskeys': listPasskeysHandler,
  'passkey/removePasskey': removePasskeyHandler,
  'passkey/renamePasskey': renamePasskeyHandler,
  'passkey/signIn': signInHandler,
  'passkey/startRegistration': startRegistrationHandler,
  'passkey/startSignIn': startSignInHandler,
};
