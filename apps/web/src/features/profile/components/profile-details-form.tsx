import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { User } from '@portal/contract/entities/user';
import { updateProfile } from '@portal/contract/services/profile/update-profile';
import { usStates } from '@portal/contract/us-states';
import { useTranslation } from 'react-i18next';
import { DobInput, GenderSelect } from '../../../components/account-fields/account-fields';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { useUpdateProfile } from '../api/update-profile';
import { profileFieldOf, profileFormValues, profileParams } from './profile-values';

/** Name, date of birth, gender, phone and address, checked with the contract's rules (spec 5 messages). */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: tf } = useTranslation('forms');
  const { showMessage } = useMessageModal();
  const showError = useErrorMessage();
  const update = useUpdateProfile();
  const { form, errorOf, submitThrough } = useContractForm({
    schema: updateProfile.params,
    initialValues: profileFormValues(user),
    toParams: profileParams,
    fieldOf: profileFieldOf,
  });

  const submit = submitThrough(update, showError, () => showMessage({ kind: 'success', message: t('details.saved') }));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-details-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-details-title">
          {t('details.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={tf('firstName')} name="firstName" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label={tf('middleName')} name="middleName" autoComplete="additional-name" {...form.getInputProps('middleName')} />
          <TextInput label={tf('lastName')} name="lastName" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DobInput {...form.getInputProps('dob')} />
          <GenderSelect {...form.getInputProps('gender')} />
        </SimpleGrid>
        <PhoneInput
          label={tf('phone')}
          value={form.values.phone}
          onChange={(phone) => form.setFieldValue('phone', phone)}
          error={errorOf('phone')}
        />
        <TextInput label={tf('addressLine1')} name="addressLine1" autoComplete="address-line1" {...form.getInputProps('addressLine1')} />
        <TextInput label={tf('addressLine2')} name="addressLine2" autoComplete="address-line2" {...form.getInputProps('addressLine2')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={tf('city')} name="city" autoComplete="address-level2" {...form.getInputProps('city')} />
          <NativeSelect
            label={tf('state')}
            name="state"
            data={[{ value: '', label: tf('choose') }, ...usStates.map((state) => ({ value: state.code, label: state.name }))]}
            {...form.getInputProps('state')}
          />
          <TextInput
            label={tf('zipCode')}
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            {...form.getInputProps('zipCode')}
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
