import type { MessageKey } from '@portal/contract/messages/en';
import { isMessageKey } from '@portal/contract/messages/format';
import { login } from '@portal/contract/services/authentication/login';

export type LoginField = 'username' | 'password';
export type LoginErrors = Partial<Record<LoginField, MessageKey>>;

/** The contract's login params schema, run in the browser: each field's first message key. */
export function validateLogin(values: Record<LoginField, string>): LoginErrors {
  const result = login.params.safeParse(values);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field] && isMessageKey(issue.message)) {
      errors[field] = issue.message;
    }
  }
  return errors;
}
