import type { authenticationServices } from '@portal/contract/services/authentication/index';
import type { SliceHandlers } from '../service-context';
import { loginHandler } from './login.handler';
import { tokenLoginHandler } from './token-login.handler';
import { logoutHandler } from './logout.handler';
import { createAppLoginTokenHandler } from './create-app-login-token.handler';
import { appLoginExchangeHandler } from './app-login-exchange.handler';

/** The authentication feature's slice of the handler map. */
export const authenticationHandlers: SliceHandlers<typeof authenticationServices> = {
  'authentication/login': loginHandler,
  'authentication/tokenLogin': tokenLoginHandler,
  'authentication/logout': logoutHandler,
  'authentication/createAppLoginToken': createAppLoginTokenHandler,
  'authentication/appLoginExchange': appLoginExchangeHandler,
};
