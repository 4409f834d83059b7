import { Checkbox, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { staffRoles, type StaffRole } from '@portal/contract/entities/staff';
import { useTranslation } from 'react-i18next';

/** The roles that work only at their assigned centers: the form asks for centers only for these. */
export const centerRoles: readonly StaffRole[] = ['center_manager', 'center_staff'];

interface RoleAndCentersFieldsProps {
  role: StaffRole;
  onRole(role: StaffRole): void;
  centerIds: number[];
  onCenters(ids: number[]): void;
  centers: readonly { id: number; name: string }[];
  roleError?: string | undefined;
  centersError?: string | undefined;
}

/** A role, and for center roles the centers, as checkboxes (every center an admin sees). */
export function RoleAndCentersFields({ role, onRole, centerIds, onCenters, centers, roleError, centersError }: RoleAndCentersFieldsProps) {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('members.role')}
        value={role}
        onChange={(event) => onRole(event.currentTarget.value as StaffRole)}
        data={staffRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
        error={roleError}
      />
      {centerRoles.includes(role) ? (
        <Checkbox.Group
          label={t('members.centers')}
          value={centerIds.map(String)}
          onChange={(values) => onCenters(values.map(Number))}
          error={centersError}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {centers.map((center) => (
              <Checkbox key={center.id} value={String(center.id)} label={center.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      ) : null}
    </Stack>
  );
}
