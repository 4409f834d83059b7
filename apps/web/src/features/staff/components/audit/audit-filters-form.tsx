import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { AuditFilters } from '@portal/contract/services/staff/audit/audit-filters';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actionLabelKey, auditedActions } from '../../utils/audit/audited-actions';

/** A calendar day typed in the form, as the moment it starts in the reader's time zone. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const startOfNextDay = (day: string) => {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
};

/** The audit search's filters; they apply when the form is sent. */
export function AuditFiltersForm({ onSearch }: { onSearch(filters: AuditFilters): void }) {
  const { t } = useTranslation('staff');
  const [staff, setStaff] = useState('');
  const [donorNumber, setDonorNumber] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      ...(staff.trim() ? { staff: staff.trim() } : {}),
      ...(donorNumber.trim() ? { donorNumber: donorNumber.trim() } : {}),
      ...(action ? { action } : {}),
      ...(from ? { from: startOfDay(from) } : {}),
      ...(to ? { to: startOfNextDay(to) } : {}),
    });
  };

  return (
    <form onSubmit={submit} aria-label={t('audit.filters')}>
      <Group align="end" gap="sm">
        <TextInput label={t('audit.staffFilter')} value={staff} onChange={(event) => setStaff(event.currentTarget.value)} />
        <TextInput label={t('audit.donorFilter')} value={donorNumber} onChange={(event) => setDonorNumber(event.currentTarget.value)} />
        <NativeSelect
          label={t('audit.action')}
          value={action}
          onChange={(event) => setAction(event.currentTarget.value)}
          data={[{ value: '', label: t('members.all') }, ...auditedActions.map((value) => ({ value, label: t(actionLabelKey(value)) }))]}
        />
        <TextInput type="date" label={t('audit.from')} value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        <TextInput type="date" label={t('audit.to')} value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        <Button type="submit">{t('audit.search')}</Button>
      </Group>
    </form>
  );
}
