import { formatMessage } from '@portal/contract/messages/format';
import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('asks for both fields with the spec messages', () => {
    const errors = validateLogin({ username: '  ', password: '' });
    expect(errors).toEqual({ username: 'enterEmailOrDonorId', password: 'enterPassword' });
    expect(formatMessage('en', 'enterEmailOrDonorId')).toBe('Please enter your email / donor id!');
    expect(formatMessage('en', 'enterPassword')).toBe('Please enter your password!');
  });

  it('accepts an e-mail or a donor number with any password', () => {
    expect(validateLogin({ username: 'donor@example.com', password: 'x' })).toEqual({});
    expect(validateLogin({ username: 'D1000001', password: 'Plasma#2026' })).toEqual({});
  });
});
