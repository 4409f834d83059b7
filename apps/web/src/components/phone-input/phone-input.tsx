import { Group, NativeSelect, TextInput } from '@mantine/core';
import { phoneCountries } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { cleanPhoneNumber, dialCode, type PhoneCountryId, type PhoneValue } from './phone-country';

interface PhoneInputProps {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | undefined;
  name?: string;
}

/** Country picker (United States +1, Canada +1, Mexico +52) beside a number field that accepts digits only. */
export function PhoneInput({ label, value, onChange, error, name = 'phone' }: PhoneInputProps) {
  const { t } = useTranslation('forms');
  const options = phoneCountries.map((country) => ({
    value: country.id,
    label: `${t(`phoneCountries.${country.id}`)} +${dialCode(country.id)}`,
  }));
  return (
    // On a narrow column the number moves under the country instead of shrinking to a few digits.
    <Group gap="xs" align="flex-start" wrap="wrap">
      <NativeSelect
        label={t('phoneCountry')}
        data={options}
        value={value.country}
        onChange={(event) => onChange({ ...value, country: event.currentTarget.value as PhoneCountryId })}
        name={`${name}Country`}
        style={{ flex: '1 1 190px', maxWidth: 240 }}
      />
      <TextInput
        label={label}
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value.number}
        onChange={(event) => onChange({ ...value, number: cleanPhoneNumber(event.currentTarget.value) })}
        error={error}
        style={{ flex: '1 1 180px' }}
      />
    </Group>
  );
}
