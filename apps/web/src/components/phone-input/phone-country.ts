import type { phoneCountries } from '@portal/contract/constants';
import { digitsOnly } from '@portal/contract/rules/fields';

/** Spec 2.7 country picker: United States +1, Canada +1, Mexico +52. */
export type PhoneCountryId = (typeof phoneCountries)[number]['id'];

export interface PhoneValue {
  country: PhoneCountryId;
  number: string;
}

export const emptyPhone: PhoneValue = { country: 'US', number: '' };

export function dialCode(country: PhoneCountryId): '1' | '52' {
  return country === 'MX' ? '52' : '1';
}

/** A stored phone's country: +52 is Mexico; +1 is shown as the United States (Canada shares it). */
export function countryFromDialCode(code: string | null | undefined): PhoneCountryId {
  return code === '52' ? 'MX' : 'US';
}

/** The phone as the contract's params take it. */
export function toPhoneParam(value: PhoneValue): { countryCode: '1' | '52'; phoneNumber: string } {
  return { countryCode: dialCode(value.country), phoneNumber: value.number };
}

/** What the number field keeps of what was typed or pasted: digits only, at most 11 (spec 5). */
export function cleanPhoneNumber(text: string): string {
  return digitsOnly(text).slice(0, 11);
}
