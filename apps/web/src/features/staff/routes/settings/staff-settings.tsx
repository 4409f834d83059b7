import { Alert, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { useStaffSettings } from '../../api/settings/staff-settings';
import { useServiceMutation } from '../../../../lib/service-query';

/** Admins: the staff side's settings. */
export function StaffSettingsRoute() {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const settings = useStaffSettings();
  const update = useServiceMutation('staff/updateStaffSettings', {
    invalidates: ['staff/getStaffSettings', 'staff/getMe', 'staff/searchAudit'],
  });
  const failure = update.error ? (isGatewayError(update.error) ? update.error.message : tm('networkError')) : null;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('settings.title')}</Title>
      <Paper withBorder p="lg" radius="md">
        {settings.data ? (
          <Stack gap="sm">
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Switch
              label={t('settings.requireTotp')}
              description={t('settings.requireTotpHelp')}
              checked={update.isPending ? (update.variables?.requireTotp ?? false) : settings.data.settings.requireTotp}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ requireTotp: event.currentTarget.checked })}
            />
          </Stack>
        ) : settings.isError ? (
          <Text role="alert">{settings.error.message}</Text>
        ) : (
          <Skeleton height={48} aria-busy="true" />
        )}
      </Paper>
    </Stack>
  );
}
