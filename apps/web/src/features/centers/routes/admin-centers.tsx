import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AdminCenter } from '@portal/contract/services/centers/admin/list-centers-for-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogAttributes } from '../../../components/message-modal/dialog-attributes';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { useCentersForAdmin } from '../api/list-centers-for-admin';
import { CenterForm } from '../components/center-form';

/** `/staff/centers` (admins): every center; add one, or change one (its schedule stays on the Schedule page). */
export function AdminCentersRoute() {
  const { t } = useTranslation('centers');
  const centers = useCentersForAdmin();
  const [editing, setEditing] = useState<AdminCenter | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <Title order={1} id="centers-title">
        {t('admin.title')}
      </Title>
      <Text>{t('admin.intro')}</Text>
      {saved ? (
        <Alert color="green" role="status">
          {t('admin.saved', { name: saved })}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => setEditing('new')}>{t('admin.add')}</Button>
      </Group>
      {centers.isError ? (
        <Alert color="red" role="alert">
          {t('admin.networkError')}
        </Alert>
      ) : null}
      {centers.data && centers.data.centers.length > 0 ? (
        <ScrollTable labelledBy="centers-title">
          <Table miw={720} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.number')}</Table.Th>
                <Table.Th>{t('admin.name')}</Table.Th>
                <Table.Th>{t('admin.city')}</Table.Th>
                <Table.Th>{t('admin.timeZone')}</Table.Th>
                <Table.Th>{t('admin.booking')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.editShort')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {centers.data.centers.map((center) => (
                <Table.Tr key={center.locationID} data-testid="center-row">
                  <Table.Td>{center.locationID}</Table.Td>
                  <Table.Td>{center.name}</Table.Td>
                  <Table.Td>
                    {center.city}, {center.state}
                  </Table.Td>
                  <Table.Td>{center.timeZone}</Table.Td>
                  <Table.Td>
                    <Badge color={center.bookingOpen ? 'green' : 'gray'}>{center.bookingOpen ? t('admin.open') : t('admin.closed')}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(center)}
                      aria-label={t('admin.edit', { name: center.name })}
                    >
                      {t('admin.editShort')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : centers.data ? (
        <Text c="dimmed">{t('admin.none')}</Text>
      ) : null}
      <Modal
        attributes={dialogAttributes}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? t('admin.add') : t('admin.edit', { name: editing.name })}
        closeButtonProps={{ 'aria-label': t('admin.close') }}
        size="lg"
      >
        {editing !== null ? (
          <CenterForm
            key={editing === 'new' ? 'new' : editing.locationID}
            center={editing === 'new' ? null : editing}
            onSaved={(name) => {
              setEditing(null);
              setSaved(name);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
