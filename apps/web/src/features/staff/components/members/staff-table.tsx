import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { StaffListItem } from '@portal/contract/entities/staff';
import type { staffListSorts } from '@portal/contract/services/staff/members/list-staff';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../../components/scroll-table/scroll-table';
import { formatMoment } from '../format-moment';
import { SortHeader } from '../../../../components/sort-header/sort-header';

export type StaffSort = (typeof staffListSorts)[number];

interface StaffTableProps {
  items: readonly StaffListItem[];
  sort: StaffSort;
  direction: 'asc' | 'desc';
  onSort(sort: StaffSort): void;
  onEdit(member: StaffListItem): void;
  onToggleActive(member: StaffListItem): void;
  /** Asks to reset the second factor of a member who has one. */
  onResetFactor(member: StaffListItem): void;
  /** The signed-in admin: their own row offers no deactivation. */
  selfId: string;
}

const stateColors = { active: 'green', invited: 'blue', deactivated: 'gray' } as const;

/** One page of staff members, sortable by its headers, with each member's actions. */
export function StaffTable({ items, sort, direction, onSort, onEdit, onToggleActive, onResetFactor, selfId }: StaffTableProps) {
  const { t, i18n } = useTranslation('staff');
  const header = (column: StaffSort, label: string) => (
    <SortHeader active={sort === column} direction={direction} onSort={() => onSort(column)}>
      {label}
    </SortHeader>
  );
  return (
    <ScrollTable labelledBy="staff-members-title">
      <Table striped highlightOnHover miw={980}>
        <Table.Thead>
          <Table.Tr>
            {header('displayName', t('members.name'))}
            {header('email', t('members.email'))}
            {header('role', t('members.role'))}
            <Table.Th>{t('members.centers')}</Table.Th>
            <Table.Th>{t('members.state')}</Table.Th>
            <Table.Th>{t('members.secondFactor')}</Table.Th>
            {header('lastSignInAt', t('members.lastSignIn'))}
            <Table.Th>{t('members.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((member) => (
            <Table.Tr key={member.id} data-testid="staff-row">
              <Table.Td>{member.displayName}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>{t(`roles.${member.role}`)}</Table.Td>
              <Table.Td>{member.centers.map((center) => center.name).join(', ') || '—'}</Table.Td>
              <Table.Td>
                <Badge color={stateColors[member.state]} variant="light">
                  {t(`members.states.${member.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{member.secondFactorEnrolled ? t('members.yes') : t('members.no')}</Table.Td>
              <Table.Td>{member.lastSignInAt ? formatMoment(member.lastSignInAt, i18n.language) : t('members.never')}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onEdit(member)}
                    aria-label={t('members.editOf', { name: member.displayName })}
                  >
                    {t('members.edit')}
                  </Button>
                  {member.id === selfId ? null : (
                    <Button
                      size="xs"
                      variant="default"
                      color={member.state === 'deactivated' ? undefined : 'red'}
                      onClick={() => onToggleActive(member)}
                      aria-label={t(member.state === 'deactivated' ? 'members.reactivateOf' : 'members.deactivateOf', {
                        name: member.displayName,
                      })}
                    >
                      {t(member.state === 'deactivated' ? 'members.reactivate' : 'members.deactivate')}
                    </Button>
                  )}
                  {member.id !== selfId && member.secondFactorEnrolled ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onResetFactor(member)}
                      aria-label={t('members.resetFactorOf', { name: member.displayName })}
                    >
                      {t('members.resetFactor')}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Text c="dimmed">{t('members.none')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
