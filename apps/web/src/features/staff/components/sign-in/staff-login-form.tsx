import { Alert, Button, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { login } from '@portal/contract/services/staff/sign-in/login';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaHandle } from '../../../../components/captcha/captcha';
import { keepsCaptcha } from '../../../../components/captcha/sign-in-challenge';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { isGatewayError } from '../../../../lib/gateway';
import { useServiceMutation } from '../../../../lib/service-query';
import { staffSession } from '../../../../lib/staff-session';

type StaffLoginValues = { email: string; password: string; totpCode: string };

const initialValues: StaffLoginValues = { email: '', password: '', totpCode: '' };

// Fetched only when the server asks for a captcha (decision 014), as on the donors' sign-in.
const Captcha = lazy(() => import('../../../../components/captcha/captcha').then((module) => ({ default: module.Captcha })));

/**
 * E-mail and password; once the server asks for the second factor, a code of the app or a recovery code too; past
 * the failures budget, a captcha (a fresh one for each try).
 */
export function StaffLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const [askCode, setAskCode] = useState(false);
  const [challenged, setChallenged] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const { form, showServerErrors } = useContractForm({
    schema: login.params,
    initialValues,
    toParams: (values: StaffLoginValues) => ({
      email: values.email,
      password: values.password,
      ...(askCode && values.totpCode.trim() ? { totpCode: values.totpCode } : {}),
      ...(captcha ? { captcha } : {}),
    }),
  });
  const signIn = useServiceMutation('staff/login', {
    onSuccess: (reply) => {
      staffSession.start(reply.token);
      onSignedIn();
    },
    onError: (error) => {
      if (isGatewayError(error) && (error.code === 'totpRequired' || error.code === 'totpInvalid')) setAskCode(true);
      if (keepsCaptcha(error, challenged)) {
        captchaRef.current?.reset();
        setCaptcha(null);
        setChallenged(true);
      }
      showServerErrors(error);
    },
  });
  const failure = signIn.error && !signIn.isPending ? (isGatewayError(signIn.error) ? signIn.error.message : tm('networkError')) : null;

  return (
    <form onSubmit={form.onSubmit((params) => signIn.mutate(params))} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label={t('login.email')} autoComplete="username" size="md" {...form.getInputProps('email')} />
        <PasswordInput label={t('login.password')} autoComplete="current-password" size="md" {...form.getInputProps('password')} />
        {askCode && <TextInput label={t('login.totpCode')} autoComplete="one-time-code" size="md" {...form.getInputProps('totpCode')} />}
        {challenged && (
          <Suspense fallback={<Loader size="sm" aria-label={tc('loading')} />}>
            <Captcha ref={captchaRef} onChange={setCaptcha} />
          </Suspense>
        )}
        <Button type="submit" size="md" loading={signIn.isPending} disabled={challenged && captcha === null}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
