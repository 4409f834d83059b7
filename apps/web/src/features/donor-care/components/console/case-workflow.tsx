import { Button, Group, Select, Stack } from '@mantine/core';
import { caseStatuses, type CaseStatus } from '@portal/contract/entities/donor-care-case';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../components/message-modal/use-error-message';
import { useCaseWrite } from '../../api/console-cases';

const NOBODY = 'nobody';

interface CaseWorkflowProps {
  caseId: string;
  status: CaseStatus;
  assigneeId: string | null;
  assignees: readonly { id: string; name: string }[];
}

/** Who has the case and its status, each changed with its own button (one audited write each). */
export function CaseWorkflow({ caseId, status, assigneeId, assignees }: CaseWorkflowProps) {
  const { t } = useTranslation('cases');
  const showError = useErrorMessage();
  const assign = useCaseWrite('cases/assign');
  const change = useCaseWrite('cases/changeStatus');
  const [assignee, setAssignee] = useState(assigneeId ?? NOBODY);
  const [nextStatus, setNextStatus] = useState<CaseStatus>(status);
  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          assign.mutate({ caseId, assigneeId: assignee === NOBODY ? null : assignee }, { onError: showError });
        }}
      >
        <Group align="end" wrap="wrap" gap="xs">
          <Select
            label={t('case.assignLabel')}
            allowDeselect={false}
            searchable
            data={[{ value: NOBODY, label: t('queue.nobody') }, ...assignees.map((member) => ({ value: member.id, label: member.name }))]}
            value={assignee}
            onChange={(next) => setAssignee(next ?? NOBODY)}
          />
          <Button type="submit" variant="default" loading={assign.isPending}>
            {t('case.assign')}
          </Button>
        </Group>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ caseId, status: nextStatus }, { onError: showError });
        }}
      >
        <Group align="end" wrap="wrap" gap="xs">
          <Select
            label={t('case.statusLabel')}
            allowDeselect={false}
            data={caseStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            value={nextStatus}
            onChange={(next) => setNextStatus((next as CaseStatus | null) ?? status)}
          />
          <Button type="submit" variant="default" loading={change.isPending}>
            {t('case.changeStatus')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
