// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { appLoginExchange } from './app-login-exchange';
import { changePassword } from './change-password';
import { createAppLoginToken } from './create-app-login-token';
import { login } from './login';
import { logout } from './logout';
import { tokenLogin } from './token-login';

/** The authentication feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const authenticationServices = {
  'authentication/appLoginExchange': appLoginExchange,
  'authentication/changePassword': changePassword,
  'authentication/createAppLoginToken': createAppLoginToken,
  'authentication/login': login,
  'authentication/logout': logout,
  'authentication/tokenLogin': tokenLogin,
} as const;
