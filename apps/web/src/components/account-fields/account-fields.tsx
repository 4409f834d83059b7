import { NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from '@mantine/core';
import { genders } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';

/** The date of birth as the donor types it (MM-DD-YYYY, spec 5), on the registration and profile forms. */
export function DobInput(props: TextInputProps) {
  const { t } = useTranslation('forms');
  return (
    <TextInput
      label={t('dob')}
      description={t('dobFormat')}
      name="dob"
      inputMode="numeric"
      autoComplete="bday"
      placeholder={t('dobFormat')}
      {...props}
    />
  );
}

/** Gender, with an empty first choice so that the contract answers 'Gender required' until one is picked. */
export function GenderSelect(props: Omit<NativeSelectProps, 'data'>) {
  const { t } = useTranslation('forms');
  return (
    <NativeSelect
      label={t('gender')}
      name="gender"
      data={[{ value: '', label: t('choose') }, ...genders.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))]}
      {...props}
    />
  );
}
