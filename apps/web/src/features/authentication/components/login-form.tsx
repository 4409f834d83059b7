import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { isGatewayError } from '../../../lib/gateway';
import { useLogin } from '../api/login';
import { validateLogin, type LoginErrors, type LoginField } from './login-validation';

/** E-mail or donor number and password; the server's message (already in the donor's language) on failure. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tm } = useTranslation('messages');
  const { showMessage } = useMessageModal();
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const onError = useCallback(
    (error: unknown) => {
      showMessage({ kind: 'danger', message: isGatewayError(error) ? error.message : tm('networkError') });
    },
    [showMessage, tm],
  );
  const { submit: signIn, isPending } = useLogin({ onSuccess: onSignedIn, onError });

  const change = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const found = validateLogin(values);
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    void signIn({ username: values.username.trim(), password: values.password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={usernameRef}
          label={t('login.username')}
          name="username"
          autoComplete="username"
          required
          withAsterisk={false}
          value={values.username}
          onChange={(event) => change('username')(event.currentTarget.value)}
          error={errors.username ? tm(errors.username) : undefined}
          size="md"
        />
        <PasswordInput
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={values.password}
          onChange={(event) => change('password')(event.currentTarget.value)}
          error={errors.password ? tm(errors.password) : undefined}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          size="md"
        />
        <Button type="submit" size="md" fullWidth loading={isPending} mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
