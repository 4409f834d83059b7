import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { login } from '@portal/contract/services/staff/login';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { isGatewayError } from '../../../lib/gateway';
import { callStaffService, staffToken } from '../api/staff-client';

type StaffLoginValues = { email: string; password: string; totpCode: string };

const initialValues: StaffLoginValues = { email: '', password: '', totpCode: '' };

/** E-mail and password; once the server asks for the second factor, a code of the app or a recovery code too. */
export function StaffLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const [askCode, setAskCode] = useState(false);
  const { form, showServerErrors } = useContractForm({
    schema: login.params,
    initialValues,
    toParams: (values: StaffLoginValues) => ({
      email: values.email,
      password: values.password,
      ...(askCode && values.totpCode.trim() ? { totpCode: values.totpCode } : {}),
    }),
  });
  const signIn = useMutation({
    mutationFn: (params: Parameters<typeof callStaffService<'staff/login'>>[1]) => callStaffService('staff/login', params),
    onSuccess: (reply) => {
      staffToken.set(reply.token);
      onSignedIn();
    },
    onError: (error) => {
      if (isGatewayError(error) && (error.code === 'totpRequired' || error.code === 'totpInvalid')) setAskCode(true);
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
        <Button type="submit" size="md" loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
