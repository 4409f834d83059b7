import { Alert, Button, Group, Modal, NativeSelect, Pagination, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { staffRoles, type StaffListItem, type StaffRole } from '@portal/contract/entities/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertModal } from '../../../../components/message-modal/alert-modal';
import { dialogAttributes } from '../../../../components/message-modal/dialog-attributes';
import { useStaffMe } from '../../api/sign-in/get-me';
import { useStaffList, type StaffListParams } from '../../api/members/list-staff';
import { EditStaffForm } from '../../components/members/edit-staff-form';
import { InviteStaffForm } from '../../components/members/invite-staff-form';
import { StaffTable, type StaffSort } from '../../components/members/staff-table';
import { useServiceMutation } from '../../../../lib/service-query';
import { CenterSelect } from '../../../../components/center-select/center-select';

const PAGE_SIZE = 20;
type StaffState = NonNullable<StaffListParams['state']>;

/** Admins: every staff account, paged, sorted and filtered on the server; invite, change, deactivate, reactivate, reset a second factor. */
export function StaffMembersRoute() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<StaffRole | ''>('');
  const [centerId, setCenterId] = useState('');
  const [state, setState] = useState<StaffState | ''>('');
  const [sort, setSort] = useState<StaffSort>('displayName');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toggling, setToggling] = useState<StaffListItem | null>(null);
  const [resetting, setResetting] = useState<StaffListItem | null>(null);
  const [factorReset, setFactorReset] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const params: StaffListParams = {
    page,
    pageSize: PAGE_SIZE,
    sort,
    direction,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(role ? { role } : {}),
    ...(centerId ? { centerId: Number(centerId) } : {}),
    ...(state ? { state } : {}),
  };
  const list = useStaffList(params);
  // The member as the list has her now: a change saved in the dialog shows when it is opened again.
  const editing = list.data?.items.find((member) => member.id === editingId) ?? null;
  const centers = me.data?.staff.centers ?? [];
  const invalidates = ['staff/listStaff', 'staff/searchAudit'] as const;
  // A refused change says why (the server's words, in the admin's language) above the list, in place of an earlier outcome.
  const onError = (error: Error) => {
    setFactorReset(null);
    setFailure(error.message);
  };
  const deactivate = useServiceMutation('staff/deactivateStaff', { invalidates, onError });
  const reactivate = useServiceMutation('staff/reactivateStaff', { invalidates, onError });
  const resetFactor = useServiceMutation('staff/resetSecondFactor', { invalidates, onError });
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const onSort = (column: StaffSort) => {
    setDirection(column === sort && direction === 'asc' ? 'desc' : 'asc');
    setSort(column);
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} id="staff-members-title">
          {t('members.title')}
        </Title>
        <Button onClick={() => setInviting(true)}>{t('members.invite')}</Button>
      </Group>
      {invited ? (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={t('members.close')} onClose={() => setInvited(null)}>
          {t('members.invitationSent', { email: invited })}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('members.close')} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {factorReset ? (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={t('members.close')} onClose={() => setFactorReset(null)}>
          {t('members.factorReset', { name: factorReset })}
        </Alert>
      ) : null}
      <Group align="end" gap="sm">
        <TextInput label={t('members.search')} value={search} onChange={(event) => filtered(setSearch)(event.currentTarget.value)} />
        <NativeSelect
          label={t('members.role')}
          value={role}
          onChange={(event) => filtered(setRole)(event.currentTarget.value as StaffRole | '')}
          data={[{ value: '', label: t('members.all') }, ...staffRoles.map((value) => ({ value, label: t(`roles.${value}`) }))]}
        />
        <CenterSelect
          label={t('members.center')}
          centers={centers}
          allLabel={t('members.all')}
          value={centerId}
          onChange={(value) => filtered(setCenterId)(value)}
        />
        <NativeSelect
          label={t('members.state')}
          value={state}
          onChange={(event) => filtered(setState)(event.currentTarget.value as StaffState | '')}
          data={[
            { value: '', label: t('members.all') },
            ...(['active', 'invited', 'deactivated'] as const).map((value) => ({ value, label: t(`members.states.${value}`) })),
          ]}
        />
      </Group>
      {list.data && me.data ? (
        <>
          <Text size="sm" aria-live="polite">
            {t('members.count', { count: list.data.total })}
          </Text>
          <StaffTable
            items={list.data.items}
            sort={sort}
            direction={direction}
            onSort={onSort}
            onEdit={(member) => setEditingId(member.id)}
            onToggleActive={setToggling}
            onResetFactor={setResetting}
            selfId={me.data.staff.id}
          />
          {list.data.total > PAGE_SIZE ? (
            <Pagination
              total={Math.ceil(list.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            />
          ) : null}
        </>
      ) : list.isError ? (
        <Text role="alert">{list.error.message}</Text>
      ) : (
        <Stack aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      )}

      <Modal
        attributes={dialogAttributes}
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('members.invite')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('members.close') }}
      >
        <InviteStaffForm
          centers={centers}
          onDone={(email) => {
            setInviting(false);
            setInvited(email);
          }}
        />
      </Modal>
      <Modal
        attributes={dialogAttributes}
        opened={editing !== null}
        onClose={() => setEditingId(null)}
        title={t('members.edit')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('members.close') }}
      >
        {editing ? <EditStaffForm member={editing} centers={centers} onDone={() => setEditingId(null)} /> : null}
      </Modal>
      <AlertModal
        opened={toggling !== null}
        title={toggling?.state === 'deactivated' ? t('members.reactivate') : t('members.deactivate')}
        message={
          toggling
            ? t(toggling.state === 'deactivated' ? 'members.confirmReactivate' : 'members.confirmDeactivate', {
                name: toggling.displayName,
              })
            : ''
        }
        withCancel
        okLabel={toggling?.state === 'deactivated' ? t('members.reactivate') : t('members.deactivate')}
        onAnswer={(ok) => {
          if (ok && toggling) {
            setFailure(null);
            (toggling.state === 'deactivated' ? reactivate : deactivate).mutate({ staffId: toggling.id });
          }
          setToggling(null);
        }}
      />
      <AlertModal
        opened={resetting !== null}
        title={t('members.resetFactor')}
        message={resetting ? t('members.confirmResetFactor', { name: resetting.displayName }) : ''}
        withCancel
        okLabel={t('members.resetFactor')}
        onAnswer={(ok) => {
          const member = resetting;
          if (ok && member) {
            setFailure(null);
            resetFactor.mutate({ staffId: member.id }, { onSuccess: () => setFactorReset(member.displayName) });
          }
          setResetting(null);
        }}
      />
    </Stack>
  );
}
