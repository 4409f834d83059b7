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
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect
        label={t('phoneCountry')}
        data={options}
        value={value.country}
        onChange={(event) => onChange({ ...value, country: event.currentTarget.value as PhoneCountryId })}
        name={`${name}Country`}
        w={190}
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
        style={{ flex: 1 }}
      />
    </Group>
  );
}
