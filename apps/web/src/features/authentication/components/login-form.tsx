import { Button, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaHandle } from '../../../components/captcha/captcha';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { isGatewayError } from '../../../lib/gateway';
import { useLogin } from '../api/login';
import { isChallenge, keepsCaptcha } from '../../../components/captcha/sign-in-challenge';
import { validateLogin, type LoginErrors, type LoginField } from './login-validation';

// The captcha (the ALTCHA widget and its worker) is fetched only when the server asks for it: the login page
// is the first bundle and most donors never see it.
const Captcha = lazy(() => import('../../../components/captcha/captcha').then((module) => ({ default: module.Captcha })));

/**
 * E-mail or donor number and password; the server's message (already in the donor's language) on failure.
 * After too many failures the server asks for a captcha: the form shows it with the server's words, keeps the
 * button disabled until it is solved, and sends the solution with the next try (a fresh one after each try).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tm } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const { showMessage } = useMessageModal();
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [challenge, setChallenge] = useState<{ notice: string | null } | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const onError = useCallback(
    (error: unknown) => {
      if (keepsCaptcha(error, challenge !== null)) {
        captchaRef.current?.reset();
        setCaptcha(null);
        setChallenge({ notice: isChallenge(error) && isGatewayError(error) ? error.message : null });
      }
      if (!isChallenge(error)) showMessage({ kind: 'danger', message: isGatewayError(error) ? error.message : tm('networkError') });
    },
    [challenge, showMessage, tm],
  );
  const { submit: signIn, isPending } = useLogin({ onSuccess: onSignedIn, onError });

  const change = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // What both inputs share: required without the asterisk, their value, their error in the donor's words.
  const fieldProps = (field: LoginField) => ({
    name: field,
    required: true,
    withAsterisk: false,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field)(event.currentTarget.value),
    error: errors[field] ? tm(errors[field]) : undefined,
    size: 'md',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const found = validateLogin(values);
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (challenge && !captcha) return;
    void signIn({ username: values.username.trim(), password: values.password, ...(captcha ? { captcha } : {}) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput ref={usernameRef} label={t('login.username')} autoComplete="username webauthn" {...fieldProps('username')} />
        <PasswordInput
          ref={passwordRef}
          label={t('login.password')}
          autoComplete="current-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          {...fieldProps('password')}
        />
        {challenge ? (
          <>
            {challenge.notice ? (
              <Text role="alert" size="sm" c="red.8">
                {challenge.notice}
              </Text>
            ) : null}
            <Suspense fallback={<Loader size="sm" role="status" aria-label={tc('loading')} />}>
              <Captcha ref={captchaRef} onChange={setCaptcha} />
            </Suspense>
          </>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={isPending} disabled={challenge !== null && captcha === null} mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
