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
import { passkeyFailureText } from '../../../../lib/webauthn-prompt';
import { ProgressLine, type Progress } from '../../../../components/progress-line/progress-line';
import { finishSignInWithPasskey } from '../../api/passkeys/sign-in-with-passkey';

type StaffLoginValues = { email: string; password: string; totpCode: string };

const initialValues: StaffLoginValues = { email: '', password: '', totpCode: '' };

// Fetched only when the server asks for a captcha (decision 014), as on the donors' sign-in.
const Captcha = lazy(() => import('../../../../components/captcha/captcha').then((module) => ({ default: module.Captcha })));

/** What the server said the member's second step may be, once the password was right. */
type SecondStep = { code: boolean; passkey: boolean };

const secondSteps: Partial<Record<string, SecondStep>> = {
  totpRequired: { code: true, passkey: false },
  totpInvalid: { code: true, passkey: false },
  staffPasskeyRequired: { code: false, passkey: true },
  staffPasskeyOrTotpRequired: { code: true, passkey: true },
};

/**
 * E-mail and password; once the server asks for the second factor, a code of the app or a recovery code, or the
 * member's passkey, as they have them; past the failures budget, a captcha (a fresh one for each try). The passkey's
 * progress is said in a live region.
 */
export function StaffLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const [secondStep, setSecondStep] = useState<SecondStep>({ code: false, passkey: false });
  const [passkeyProgress, setPasskeyProgress] = useState<Progress>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const askCode = secondStep.code;
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
      const asked = isGatewayError(error) ? secondSteps[error.code] : undefined;
      if (asked) setSecondStep((shown) => ({ code: shown.code || asked.code, passkey: shown.passkey || asked.passkey }));
      challengeAgain(error);
      showServerErrors(error);
    },
  });
  function challengeAgain(error: unknown) {
    if (!keepsCaptcha(error, challenged)) return;
    captchaRef.current?.reset();
    setCaptcha(null);
    setChallenged(true);
  }

  const usePasskey = () => {
    const { email, password } = form.getValues();
    signIn.reset();
    setPasskeyPending(true);
    setPasskeyProgress(null);
    finishSignInWithPasskey({ email, password, ...(captcha ? { captcha } : {}) }, () =>
      setPasskeyProgress({ kind: 'status', text: t('login.passkeyPrompt') }),
    )
      .then((reply) => {
        staffSession.start(reply.token);
        onSignedIn();
      })
      .catch((error: unknown) => {
        challengeAgain(error);
        setPasskeyProgress({
          kind: 'alert',
          text: passkeyFailureText(error, { cancelled: t('login.passkeyCancelled'), network: tm('networkError') }),
        });
      })
      .finally(() => setPasskeyPending(false));
  };
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
        {secondStep.passkey && (
          <>
            <ProgressLine progress={passkeyProgress} />
            <Button variant="light" size="md" onClick={usePasskey} loading={passkeyPending} disabled={challenged && captcha === null}>
              {t('login.usePasskey')}
            </Button>
          </>
        )}
        {askCode && <TextInput label={t('login.totpCode')} autoComplete="one-time-code" size="md" {...form.getInputProps('totpCode')} />}
        {challenged && (
          <Suspense fallback={<Loader size="sm" role="status" aria-label={tc('loading')} />}>
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
