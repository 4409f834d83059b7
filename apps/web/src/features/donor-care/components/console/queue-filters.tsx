import { Select, SimpleGrid } from '@mantine/core';
import { caseStatuses, type CaseStatus } from '@portal/contract/entities/donor-care-case';
import { useTranslation } from 'react-i18next';
import { CenterSelect } from '../../../../components/center-select/center-select';

export interface QueueFilterValues {
  status: CaseStatus | undefined;
  centerId: number | undefined;
  assignee: string | undefined;
  overdue: boolean | undefined;
}

interface QueueFiltersProps {
  value: QueueFilterValues;
  onChange: (next: QueueFilterValues) => void;
  centers: readonly { id: number; name: string }[];
  assignees: readonly { id: string; name: string }[];
}

const ANY = 'any';

/** The queue's filters: status, center, assignee and targets; each change goes back to the first page. */
export function QueueFilters({ value, onChange, centers, assignees }: QueueFiltersProps) {
  const { t } = useTranslation('cases');
  const any = { value: ANY, label: t('queue.any') };
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      component="fieldset"
      style={{ border: 0, padding: 0, margin: 0 }}
      aria-label={t('queue.filters')}
    >
      <Select
        label={t('queue.status')}
        allowDeselect={false}
        data={[any, ...caseStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))]}
        value={value.status ?? ANY}
        onChange={(next) => onChange({ ...value, status: next && next !== ANY ? (next as CaseStatus) : undefined })}
      />
      <CenterSelect
        label={t('queue.center')}
        centers={centers}
        allLabel={any.label}
        value={value.centerId === undefined ? '' : String(value.centerId)}
        onChange={(next) => onChange({ ...value, centerId: next ? Number(next) : undefined })}
      />
      <Select
        label={t('queue.assignee')}
        allowDeselect={false}
        data={[
          any,
          { value: 'me', label: t('queue.me') },
          { value: 'unassigned', label: t('queue.unassigned') },
          ...assignees.map((member) => ({ value: member.id, label: member.name })),
        ]}
        value={value.assignee ?? ANY}
        onChange={(next) => onChange({ ...value, assignee: next && next !== ANY ? next : undefined })}
      />
      <Select
        label={t('queue.overdueFilter')}
        allowDeselect={false}
        data={[any, { value: 'overdue', label: t('queue.overdueOnly') }, { value: 'onTime', label: t('queue.onTime') }]}
        value={value.overdue === undefined ? ANY : value.overdue ? 'overdue' : 'onTime'}
        onChange={(next) => onChange({ ...value, overdue: next === 'overdue' ? true : next === 'onTime' ? false : undefined })}
      />
    </SimpleGrid>
  );
}
