import type { User } from '@portal/contract/entities/user';
import { countryFromDialCode, toPhoneParam, type PhoneValue } from '../../../components/phone-input/phone-country';

export type ProfileFormValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  gender: string;
  phone: PhoneValue;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
};

/** Where an issue about a param shows: the phone's two params under the phone field, `address.city` under City. */
export function profileFieldOf(paramPath: string): string {
  if (paramPath.startsWith('phone')) return 'phone';
  return paramPath.startsWith('address.') ? paramPath.slice('address.'.length) : paramPath;
}

/** A stored date (YYYY-MM-DD) as the donor types it (MM-DD-YYYY, spec 5). */
export function toUsDate(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!match) return '';
  const [, yyyy, mm, dd] = match;
  return `${mm}-${dd}-${yyyy}`;
}

export function profileFormValues(user: User): ProfileFormValues {
  return {
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    lastName: user.lastName,
    dob: toUsDate(user.birthDate),
    gender: user.gender ?? '',
    phone: { country: countryFromDialCode(user.primaryPhoneNumber?.countryCode), number: user.primaryPhoneNumber?.phoneNumber ?? '' },
    addressLine1: user.address.addressLine1,
    addressLine2: user.address.addressLine2,
    city: user.address.city,
    state: user.address.state,
    zipCode: user.address.zipCode,
  };
}

/** The form as `profile/updateProfile` params (checked by the contract's schema before sending). */
export function profileParams(values: ProfileFormValues) {
  return {
    firstName: values.firstName,
    ...(values.middleName.trim() ? { middleName: values.middleName } : {}),
    lastName: values.lastName,
    dob: values.dob,
    gender: values.gender === '' ? undefined : values.gender,
    phone: toPhoneParam(values.phone),
    address: {
      addressLine1: values.addressLine1,
      ...(values.addressLine2.trim() ? { addressLine2: values.addressLine2 } : {}),
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
    },
  };
}
