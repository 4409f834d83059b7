import { Alert, Button, Group, Stack, Text } from '@mantine/core';
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
  const failure = update.error ? (isGatewayError(update.error) ? update.error.message : tm('networkError')) : null;

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
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('members.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
