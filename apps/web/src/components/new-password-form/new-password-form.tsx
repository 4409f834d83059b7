import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import type { MessageKey } from '@portal/contract/messages/en';
import { newPasswordFields, passwordMismatch, passwordsMatch } from '@portal/contract/rules/account-fields';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodFieldErrors, type FormErrors } from '../../lib/form-errors';

/** The fields this form shows, for the server's field errors. */
export const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

const newPasswordSchema = z.object(newPasswordFields).refine(passwordsMatch, passwordMismatch);

interface NewPasswordFormProps {
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: { password: string; confirmPassword: string }) => void;
  /** Errors from the server, by field. */
  serverErrors?: FormErrors | undefined;
}

/** A new password typed twice, checked with the contract's rules: 8-32 characters, a digit, upper and lower case; 'Password not match!'. */
export function NewPasswordForm({ submitLabel, pending, onSubmit, serverErrors }: NewPasswordFormProps) {
  const { t } = useTranslation('forms');
  const { t: tm } = useTranslation('messages');
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = newPasswordSchema.safeParse(values);
    if (!result.success) return setErrors(zodFieldErrors(result.error, (key: MessageKey) => tm(key)));
    setErrors({});
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('password.rules')}</Text>
        <PasswordInput
          label={t('password.new')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
          error={shown.password}
          visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          size="md"
        />
        <PasswordInput
          label={t('password.confirm')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setValues({ ...values, confirmPassword: event.currentTarget.value })}
          error={shown.confirmPassword}
          visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          size="md"
        />
        <Button type="submit" size="md" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
