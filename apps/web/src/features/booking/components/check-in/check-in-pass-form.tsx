import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { CenterDayAppointment } from '@portal/contract/services/booking/schedule/get-center-day';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { useRedeemCheckInPass } from '../../api/schedule/center-day';

/**
 * Staff scan a donor's check-in pass or type its code: a barcode scanner types into the field like a keyboard and ends
 * with Enter, which submits. On success the caller opens visit recording for the donor.
 */
export function CheckInPassForm({
  locationID,
  onCheckedIn,
}: {
  locationID: number;
  onCheckedIn: (appointment: CenterDayAppointment) => void;
}) {
  const { t } = useTranslation('booking');
  const { t: tm } = useTranslation('messages');
  const redeem = useRedeemCheckInPass();
  const [pass, setPass] = useState('');
  const fieldError = isGatewayError(redeem.error) ? redeem.error.fields.find((f) => f.path === 'params.pass')?.message : undefined;
  const failure = redeem.error && !fieldError ? (isGatewayError(redeem.error) ? redeem.error.message : tm('networkError')) : null;

  return (
    <Paper withBorder p="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          redeem.mutate({ locationID, pass }, { onSuccess: (reply) => onCheckedIn(reply.appointment) });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('dayView.pass.title')}
          </Title>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label={t('dayView.pass.label')}
              description={t('dayView.pass.hint')}
              value={pass}
              onChange={(event) => setPass(event.currentTarget.value)}
              error={fieldError}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" loading={redeem.isPending}>
              {t('dayView.pass.submit')}
            </Button>
          </Group>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
