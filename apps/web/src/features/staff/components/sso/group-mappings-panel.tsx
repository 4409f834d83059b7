import { Alert, Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { StaffRole } from '@portal/contract/entities/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { useServiceMutation } from '../../../../lib/service-query';
import { useGroupMappings } from '../../api/sso/list-group-mappings';
import { centerRoles, RoleAndCentersFields } from '../members/role-and-centers-fields';

interface Center {
  id: number;
  name: string;
}

/**
 * Admins: which groups of the company's provider give which role and centers (issue 32). A group is written as the
 * groups claim carries it: a name (Keycloak, Okta) or an object id (Entra ID). Saving a group's value again replaces
 * its mapping; each change is audited and applies at the member's next sign-in.
 */
export function GroupMappingsPanel({ centers }: { centers: readonly Center[] }) {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const mappings = useGroupMappings();
  const [groupValue, setGroupValue] = useState('');
  const [role, setRole] = useState<StaffRole>('center_staff');
  const [centerIds, setCenterIds] = useState<number[]>([]);
  const invalidates = ['staff/listGroupMappings', 'staff/searchAudit'] as const;
  const save = useServiceMutation('staff/saveGroupMapping', {
    invalidates: [...invalidates],
    onSuccess: () => {
      setGroupValue('');
      setCenterIds([]);
    },
  });
  const remove = useServiceMutation('staff/deleteGroupMapping', { invalidates: [...invalidates] });
  const error = save.error ?? remove.error;
  const failure = error ? (isGatewayError(error) ? error.message : tm('networkError')) : null;
  const fieldError = save.error && isGatewayError(save.error) ? save.error.fields.find((field) => field.path === 'groupValue') : undefined;
  const centerName = (id: number) => centers.find((center) => center.id === id)?.name ?? String(id);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('settings.groups.title')}
      </Title>
      <Text size="sm">{t('settings.groups.help')}</Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {mappings.data && mappings.data.mappings.length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.groups.group')}</Table.Th>
                <Table.Th>{t('members.role')}</Table.Th>
                <Table.Th>{t('members.centers')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('settings.groups.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mappings.data.mappings.map((mapping) => (
                <Table.Tr key={mapping.groupValue}>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {mapping.groupValue}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`roles.${mapping.role}`)}</Table.Td>
                  <Table.Td>{mapping.centerIds.map(centerName).join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      loading={remove.isPending && remove.variables?.groupValue === mapping.groupValue}
                      onClick={() => remove.mutate({ groupValue: mapping.groupValue })}
                      aria-label={t('settings.groups.remove', { group: mapping.groupValue })}
                    >
                      {t('settings.groups.removeShort')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : mappings.data ? (
        <Text size="sm">{t('settings.groups.none')}</Text>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ groupValue, role, centerIds: centerRoles.includes(role) ? centerIds : [] });
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('settings.groups.group')}
            description={t('settings.groups.groupHelp')}
            value={groupValue}
            onChange={(event) => setGroupValue(event.currentTarget.value)}
            error={fieldError?.message}
          />
          <RoleAndCentersFields role={role} onRole={setRole} centerIds={centerIds} onCenters={setCenterIds} centers={centers} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('settings.groups.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
