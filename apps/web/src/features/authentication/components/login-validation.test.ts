import { enFirstPage } from '@portal/contract/messages/en-first-page';
import { formatMessage, isMessageKey } from '@portal/contract/messages/format';
import { login } from '@portal/contract/services/authentication/login';
import { describe, expect, it } from 'vitest';
import { validateLogin, type LoginErrors } from './login-validation';

/** What the contract's zod schema says about the same values, as field -> message key. */
function contractErrors(values: { username: string; password: string }): LoginErrors {
  const result = login.params.safeParse(values);
  const errors: LoginErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field] && isMessageKey(issue.message)) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

describe('validateLogin', () => {
  it('asks for both fields with the spec messages', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      username: 'enterEmailOrDonorId',
      password: 'enterPassword',
    });
    expect(formatMessage('en', 'enterEmailOrDonorId')).toBe('Please enter your email / donor id!');
    expect(formatMessage('en', 'enterPassword')).toBe('Please enter your password!');
  });

  it('uses texts the first page bundles (the rest of the catalogue loads with the other screens)', () => {
    for (const key of Object.values(validateLogin({ username: '', password: '' }))) expect(Object.hasOwn(enFirstPage, key), key).toBe(true);
  });

  const samples = [
    { username: '', password: '' },
    { username: '   ', password: 'x' },
    { username: 'donor@example.com', password: '' },
    { username: 'donor@example.com', password: 'x' },
    { username: ' D1000001 ', password: 'Plasma#2026' },
    { username: 'a'.repeat(254), password: 'p'.repeat(256) },
    { username: 'a'.repeat(255), password: 'p'.repeat(257) },
    { username: ` ${'a'.repeat(254)} `, password: ' ' },
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample).slice(0, 60), sample] as const))(
    'agrees with the contract schema on %s',
    (_, sample) => {
      expect(validateLogin(sample)).toEqual(contractErrors(sample));
    },
  );
});
