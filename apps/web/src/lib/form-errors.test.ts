import { registrationSetPassword } from '@portal/contract/services/registration/set-password';
import { lookupDonor } from '@portal/contract/services/registration/lookup-donor';
import { describe, expect, it } from 'vitest';
import { GatewayError } from './gateway';
import { fieldErrorsOf, zodFieldErrors } from './form-errors';

const translate = (key: string) => `t:${key}`;

describe('form errors', () => {
  it('maps the contract schema issues to their fields, first issue per field', () => {
    const result = lookupDonor.params.safeParse({ donorNumber: '', identValueLast4: '12', dob: '13-40-1990' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error, translate)).toEqual({
      donorNumber: 't:lookupDonorNumberRequired',
      identValueLast4: 't:identLast4Invalid',
      dob: 't:dateInvalid',
    });
  });

  it('reports a password mismatch under the confirmation field', () => {
    const result = registrationSetPassword.params.safeParse({ registrationToken: 't', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error, translate)).toEqual({ confirmPassword: 't:passwordNotMatch' });
  });

  it('reads the server field errors of a 400, and nothing from other failures', () => {
    const error = new GatewayError({
      status: 400,
      code: 'invalidFields',
      message: 'Please check these fields',
      fields: [{ path: 'phone.phoneNumber', code: 'phoneInvalid', message: 'Please enter a valid phone number!' }],
    });
    expect(fieldErrorsOf(error, ['phone', 'email'])).toEqual({ 'phone.phoneNumber': 'Please enter a valid phone number!' });
    expect(fieldErrorsOf(error, ['email'])).toBeNull();
    expect(fieldErrorsOf(new GatewayError({ status: 409, code: 'donorAlreadyExists', message: 'x' }), ['email'])).toBeNull();
    expect(fieldErrorsOf(new Error('x'), ['email'])).toBeNull();
  });

  it('reads a gateway field error named inside the envelope (`params.…`) as the form field', () => {
    const error = new GatewayError({
      status: 400,
      code: 'currentPasswordWrong',
      message: 'Your current password is not correct.',
      fields: [{ path: 'params.currentPassword', code: 'currentPasswordWrong', message: 'Your current password is not correct.' }],
    });
    expect(fieldErrorsOf(error, ['currentPassword', 'password'])).toEqual({ currentPassword: 'Your current password is not correct.' });
  });
});
