import { Alert, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { StaffSettings } from '@portal/contract/entities/staff';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { useStaffSettings } from '../../api/settings/staff-settings';
import { useStaffMe } from '../../api/sign-in/get-me';
import { useSignInOptions } from '../../api/sso/get-sign-in-options';
import { GroupMappingsPanel } from '../../components/sso/group-mappings-panel';
import { useServiceMutation } from '../../../../lib/service-query';

/** Admins: the staff side's settings, and the provider groups' mappings when single sign-on is configured. */
export function StaffSettingsRoute() {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const settings = useStaffSettings();
  const options = useSignInOptions();
  const me = useStaffMe();
  const update = useServiceMutation('staff/updateStaffSettings', {
    invalidates: ['staff/getStaffSettings', 'staff/getMe', 'staff/searchAudit'],
  });
  const failure = update.error ? (isGatewayError(update.error) ? update.error.message : tm('networkError')) : null;
  const pending = update.isPending ? update.variables : undefined;
  const shown: StaffSettings | undefined = pending
    ? { requireTotp: pending.requireTotp, requireTotpForSso: pending.requireTotpForSso ?? false }
    : settings.data?.settings;
  const change = (next: Partial<StaffSettings>) => {
    if (settings.data) update.mutate({ ...settings.data.settings, ...next });
  };
  const sso = Boolean(options.data?.providerName);

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('settings.title')}</Title>
      <Paper withBorder p="lg" radius="md">
        {shown ? (
          <Stack gap="sm">
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Switch
              label={t('settings.requireTotp')}
              description={t('settings.requireTotpHelp')}
              checked={shown.requireTotp}
              disabled={update.isPending}
              onChange={(event) => change({ requireTotp: event.currentTarget.checked })}
            />
            {sso ? (
              <Switch
                label={t('settings.requireTotpForSso')}
                description={t('settings.requireTotpForSsoHelp')}
                checked={shown.requireTotpForSso}
                disabled={update.isPending}
                onChange={(event) => change({ requireTotpForSso: event.currentTarget.checked })}
              />
            ) : null}
          </Stack>
        ) : settings.isError ? (
          <Text role="alert">{settings.error.message}</Text>
        ) : (
          <Skeleton height={48} aria-busy="true" />
        )}
      </Paper>
      {sso ? (
        <Paper withBorder p="lg" radius="md">
          <GroupMappingsPanel centers={me.data?.staff.centers ?? []} />
        </Paper>
      ) : null}
    </Stack>
  );
}
