import { login } from './login';
import { tokenLogin } from './token-login';
import { logout } from './logout';
import { createAppLoginToken } from './create-app-login-token';
import { appLoginExchange } from './app-login-exchange';

/** The authentication feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const authenticationServices = {
  'authentication/login': login,
  'authentication/tokenLogin': tokenLogin,
  'authentication/logout': logout,
  'authentication/createAppLoginToken': createAppLoginToken,
  'authentication/appLoginExchange': appLoginExchange,
} as const;
