import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { genders } from '@portal/contract/constants';
import type { User } from '@portal/contract/entities/user';
import type { MessageKey } from '@portal/contract/messages/en';
import { updateProfile as updateProfileContract } from '@portal/contract/services/profile/update-profile';
import { usStates } from '@portal/contract/us-states';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { fieldErrorsOf, zodFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { profileFormValues, profileParams, type ProfileFormValues } from './profile-values';

type TextField = Exclude<keyof ProfileFormValues, 'phone'>;
const FIELDS = ['firstName', 'middleName', 'lastName', 'dob', 'gender', 'phone', 'address'] as const;

/** Name, date of birth, gender, phone and address, checked with the contract's rules (spec 5 messages). */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: tf } = useTranslation('forms');
  const { t: tm } = useTranslation('messages');
  const { showMessage } = useMessageModal();
  const showError = useErrorMessage();
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [errors, setErrors] = useState<FormErrors>({});

  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });
  const addressError = (field: string) => errors[`address.${field}`];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const params = profileParams(values);
    const result = updateProfileContract.params.safeParse(params);
    if (!result.success) return setErrors(zodFieldErrors(result.error, (key: MessageKey) => tm(key)));
    setErrors({});
    // The parsed date is YYYY-MM-DD; the server parses the donor's MM-DD-YYYY itself.
    update.mutate(
      { ...result.data, dob: values.dob },
      {
        onSuccess: () => showMessage({ kind: 'success', message: t('details.saved') }),
        onError: (error) => {
          const fields = fieldErrorsOf(error, FIELDS);
          if (fields) setErrors(fields);
          else showError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-details-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-details-title">
          {t('details.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={tf('firstName')} autoComplete="given-name" error={errors.firstName} {...text('firstName')} />
          <TextInput label={tf('middleName')} autoComplete="additional-name" error={errors.middleName} {...text('middleName')} />
          <TextInput label={tf('lastName')} autoComplete="family-name" error={errors.lastName} {...text('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={tf('dob')}
            description={tf('dobFormat')}
            inputMode="numeric"
            autoComplete="bday"
            placeholder="MM-DD-YYYY"
            error={errors.dob}
            {...text('dob')}
          />
          <NativeSelect
            label={tf('gender')}
            data={[{ value: '', label: tf('choose') }, ...genders.map((gender) => ({ value: gender, label: tf(`genders.${gender}`) }))]}
            error={errors.gender}
            {...text('gender')}
          />
        </SimpleGrid>
        <PhoneInput
          label={tf('phone')}
          value={values.phone}
          onChange={(phone) => setValues((current) => ({ ...current, phone }))}
          error={errors['phone.phoneNumber'] ?? errors['phone.countryCode'] ?? errors.phone}
        />
        <TextInput label={tf('addressLine1')} autoComplete="address-line1" error={addressError('addressLine1')} {...text('addressLine1')} />
        <TextInput label={tf('addressLine2')} autoComplete="address-line2" error={addressError('addressLine2')} {...text('addressLine2')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={tf('city')} autoComplete="address-level2" error={addressError('city')} {...text('city')} />
          <NativeSelect
            label={tf('state')}
            data={[{ value: '', label: tf('choose') }, ...usStates.map((state) => ({ value: state.code, label: state.name }))]}
            error={addressError('state')}
            {...text('state')}
          />
          <TextInput
            label={tf('zipCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            error={addressError('zipCode')}
            {...text('zipCode')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
