import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { StaffRole } from '@portal/contract/entities/staff';
import { inviteStaff } from '@portal/contract/services/staff/members/invite-staff';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { isGatewayError } from '../../../../lib/gateway';
import { centerRoles, RoleAndCentersFields } from './role-and-centers-fields';
import { useServiceMutation } from '../../../../lib/service-query';

type InviteValues = { email: string; displayName: string; role: StaffRole; centerIds: number[] };

/** Invites a staff member: the server e-mails them a one-time link to set a password. */
export function InviteStaffForm({ centers, onDone }: { centers: readonly { id: number; name: string }[]; onDone(email: string): void }) {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const { form, errorOf, showServerErrors } = useContractForm({
    schema: inviteStaff.params,
    initialValues: { email: '', displayName: '', role: 'center_staff', centerIds: [] } as InviteValues,
    toParams: (values: InviteValues) => ({ ...values, centerIds: centerRoles.includes(values.role) ? values.centerIds : [] }),
  });
  const invite = useServiceMutation('staff/inviteStaff', {
    invalidates: ['staff/listStaff', 'staff/searchAudit'],
    onError: (error) => showServerErrors(error),
    onSuccess: (_reply, params) => onDone(params.email),
  });
  const failure = invite.error && !errorOf('email') ? (isGatewayError(invite.error) ? invite.error.message : tm('networkError')) : null;
  const values = form.getValues();

  return (
    <form onSubmit={form.onSubmit((params) => invite.mutate(params))} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label={t('members.email')} type="email" autoComplete="off" data-autofocus {...form.getInputProps('email')} />
        <TextInput label={t('members.name')} autoComplete="off" {...form.getInputProps('displayName')} />
        <RoleAndCentersFields
          role={values.role}
          onRole={(role) => form.setFieldValue('role', role)}
          centerIds={values.centerIds}
          onCenters={(ids) => form.setFieldValue('centerIds', ids)}
          centers={centers}
          roleError={errorOf('role')}
          centersError={errorOf('centerIds')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            {t('members.sendInvitation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
