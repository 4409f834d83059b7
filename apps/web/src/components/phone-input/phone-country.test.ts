import { describe, expect, it } from 'vitest';
import { cleanPhoneNumber, countryFromDialCode, dialCode, toPhoneParam } from './phone-country';

describe('phone input', () => {
  it('keeps digits only, at most 11, whatever is typed or pasted', () => {
    expect(cleanPhoneNumber('(512) 555-0144')).toBe('5125550144');
    expect(cleanPhoneNumber('abc')).toBe('');
    expect(cleanPhoneNumber('+1 512 555 0144 99')).toBe('15125550144');
  });

  it('gives the spec country codes: US and Canada +1, Mexico +52', () => {
    expect(dialCode('US')).toBe('1');
    expect(dialCode('CA')).toBe('1');
    expect(dialCode('MX')).toBe('52');
    expect(toPhoneParam({ country: 'MX', number: '5512345678' })).toEqual({ countryCode: '52', phoneNumber: '5512345678' });
  });

  it('shows a stored +52 as Mexico and +1 as the United States', () => {
    expect(countryFromDialCode('52')).toBe('MX');
    expect(countryFromDialCode('1')).toBe('US');
    expect(countryFromDialCode(null)).toBe('US');
  });
});
