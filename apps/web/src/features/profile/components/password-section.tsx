import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { changePassword } from '@portal/contract/services/authentication/change-password';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { useChangePassword } from '../../authentication/api/change-password';

const initialValues = { currentPassword: '', password: '', confirmPassword: '' };

/** The current password, then a new one (spec 5) typed twice; the donor's other devices are signed out, this one stays. */
export function PasswordSection() {
  const { t } = useTranslation('profile');
  const { t: tf } = useTranslation('forms');
  const { showMessage } = useMessageModal();
  const showError = useErrorMessage();
  const change = useChangePassword();
  const { form, submitThrough } = useContractForm({ schema: changePassword.params, initialValues, toParams: (values) => values });

  const submit = submitThrough(change, showError, () => {
    form.reset();
    showMessage({ kind: 'success', message: t('password.changed') });
  });

  const toggle = { 'aria-label': tf('password.toggle') };
  const fields = [
    { name: 'currentPassword', label: t('password.current'), autoComplete: 'current-password' },
    { name: 'password', label: tf('password.new'), autoComplete: 'new-password' },
    { name: 'confirmPassword', label: tf('password.confirm'), autoComplete: 'new-password' },
  ] as const;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-password-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-password-title">
          {t('password.title')}
        </Title>
        <Text size="sm">{tf('password.rules')}</Text>
        {fields.map((field) => (
          <PasswordInput
            key={field.name}
            label={field.label}
            name={field.name}
            autoComplete={field.autoComplete}
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps(field.name)}
          />
        ))}
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
