import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { StaffListItem, StaffRole } from '@portal/contract/entities/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { centerRoles, RoleAndCentersFields } from './role-and-centers-fields';
import { useServiceMutation } from '../../../../lib/service-query';

/** Changes a member's role and centers; their next call already works with them. */
export function EditStaffForm({
  member,
  centers,
  onDone,
}: {
  member: StaffListItem;
  centers: readonly { id: number; name: string }[];
  onDone(): void;
}) {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const [role, setRole] = useState<StaffRole>(member.role);
  const [centerIds, setCenterIds] = useState(member.centers.map((center) => center.id));
  const update = useServiceMutation('staff/updateStaff', { invalidates: ['staff/listStaff', 'staff/searchAudit'], onSuccess: onDone });
  const breakGlass = useServiceMutation('staff/setBreakGlass', { invalidates: ['staff/listStaff', 'staff/searchAudit'] });
  // While a change is saved, the switch shows it; then the member as the list has her again (unchanged on an error).
  const [saving, setSaving] = useState<boolean | null>(null);
  const keepsPassword = saving ?? member.breakGlass;
  const error = update.error ?? breakGlass.error;
  const failure = error ? (isGatewayError(error) ? error.message : tm('networkError')) : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ staffId: member.id, role, centerIds: centerRoles.includes(role) ? centerIds : [] });
      }}
    >
      <Stack gap="md">
        <Text>
          {member.displayName} · {member.email}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <RoleAndCentersFields role={role} onRole={setRole} centerIds={centerIds} onCenters={setCenterIds} centers={centers} />
        <Switch
          label={t('members.breakGlass')}
          description={t('members.breakGlassHelp')}
          checked={keepsPassword}
          disabled={breakGlass.isPending}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setSaving(next);
            breakGlass.mutate({ staffId: member.id, breakGlass: next }, { onSettled: () => setSaving(null) });
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('members.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
