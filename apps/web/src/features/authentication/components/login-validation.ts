import type { MessageKey } from '@portal/contract/messages/en';

export type LoginField = 'username' | 'password';
export type LoginErrors = Partial<Record<LoginField, MessageKey>>;

/**
 * The contract's login params rules (`services/authentication/login.ts`), by hand so that the login
 * screen does not ship zod (25 KB gzipped) in the first bundle. `login-validation.test.ts` runs both
 * on the same inputs so they cannot drift apart.
 */
export function validateLogin(values: Record<LoginField, string>): LoginErrors {
  const errors: LoginErrors = {};
  const username = values.username.trim();
  // The length is bounded before trimming, as the contract's safe-text schema does.
  if (username.length < 1 || values.username.length > 254) errors.username = 'enterEmailOrDonorId';
  if (values.password.length < 1 || values.password.length > 256) errors.password = 'enterPassword';
  return errors;
}
