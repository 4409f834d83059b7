import { Alert, Button, Code, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../../components/qr-modal/qr-code';
import { isGatewayError } from '../../../../lib/gateway';
import { callAnyService, invalidateServices } from '../../../../lib/service-query';

/**
 * Two-step verification: a QR code (and the secret as text) for the authenticator app, a first code to confirm it,
 * then the recovery codes, shown this once.
 */
export function TotpEnrolment({ enrolled }: { enrolled: boolean }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: () => callAnyService('staff/startTotpEnrolment', {}) });
  const confirm = useMutation({
    mutationFn: (value: string) => callAnyService('staff/confirmTotpEnrolment', { code: value }),
    onSettled: () => invalidateServices(queryClient, ['staff/getMe']),
  });
  const failure = confirm.error && isGatewayError(confirm.error) ? confirm.error.message : null;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="totp-title">
      <Stack gap="md">
        <Title order={2} id="totp-title">
          {t('totp.title')}
        </Title>
        {confirm.data ? (
          <>
            <Text role="status">{t('totp.done')}</Text>
            <Text>{t('totp.recoveryIntro')}</Text>
            <List>
              {confirm.data.recoveryCodes.map((recovery) => (
                <List.Item key={recovery}>
                  <Code>{recovery}</Code>
                </List.Item>
              ))}
            </List>
          </>
        ) : start.data ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              confirm.mutate(code);
            }}
          >
            <Stack gap="md">
              <Text>{t('totp.scan')}</Text>
              <QrCode value={start.data.otpauthUri} label={t('totp.qrLabel')} />
              <Text>
                {t('totp.secret')} <Code data-testid="totp-secret">{start.data.secret}</Code>
              </Text>
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <TextInput
                label={t('totp.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <Button type="submit" loading={confirm.isPending}>
                {t('totp.confirm')}
              </Button>
            </Stack>
          </form>
        ) : (
          <>
            <Text>{enrolled ? t('totp.enrolled') : t('totp.notEnrolled')}</Text>
            <Button variant="light" onClick={() => start.mutate()} loading={start.isPending}>
              {enrolled ? t('totp.replace') : t('totp.start')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
