import { updateProfile } from '@portal/contract/services/profile/update-profile';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/build-user';
import { profileFieldOf, profileFormValues, profileParams, toUsDate } from './profile-values';

describe('profile form values', () => {
  it('shows a stored date as MM-DD-YYYY', () => {
    expect(toUsDate('1988-07-22')).toBe('07-22-1988');
    expect(toUsDate(null)).toBe('');
    expect(toUsDate('garbage')).toBe('');
  });

  it('round-trips a donor into params the contract accepts', () => {
    const user = buildUser({
      birthDate: '1990-03-04',
      gender: 'F',
      primaryPhoneNumber: { countryCode: '52', phoneNumber: '5512345678' },
      address: { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78758' },
    });
    const values = profileFormValues(user);
    expect(values.phone).toEqual({ country: 'MX', number: '5512345678' });
    const params = profileParams(values);
    expect(params.address).not.toHaveProperty('addressLine2');
    const parsed = updateProfile.params.safeParse(params);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.dob).toBe('1990-03-04');
  });

  it('leaves an unchosen gender out so the contract answers "Gender required"', () => {
    const params = profileParams({ ...profileFormValues(buildUser()), gender: '' });
    const parsed = updateProfile.params.safeParse(params);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === 'gender')?.message).toBe('genderRequired');
  });

  it("shows the address params under the form's flat fields and both phone params under the phone", () => {
    expect(profileFieldOf('address.city')).toBe('city');
    expect(profileFieldOf('address.zipCode')).toBe('zipCode');
    expect(profileFieldOf('phone.phoneNumber')).toBe('phone');
    expect(profileFieldOf('phone.countryCode')).toBe('phone');
    expect(profileFieldOf('firstName')).toBe('firstName');
  });
});
