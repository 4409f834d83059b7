// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { authenticationServices } from '@portal/contract/services/authentication/index';
import type { SliceHandlers } from '../../service-context';
import { appLoginExchangeHandler } from './app-login-exchange.handler';
import { changePasswordHandler } from './change-password.handler';
import { createAppLoginTokenHandler } from './create-app-login-token.handler';
import { loginHandler } from './login.handler';
import { logoutHandler } from './logout.handler';
import { tokenLoginHandler } from './token-login.handler';

/** The authentication feature's slice of the handler map. */
export const authenticationHandlers: SliceHandlers<typeof authenticationServices> = {
  'authentication/appLoginExchange': appLoginExchangeHandler,
  'authentication/changePassword': changePasswordHandler,
  'authentication/createAppLoginToken': createAppLoginTokenHandler,
  'authentication/login': loginHandler,
  'authentication/logout': logoutHandler,
  'authentication/tokenLogin': tokenLoginHandler,
};
