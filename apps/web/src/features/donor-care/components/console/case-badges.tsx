import { Badge, Group } from '@mantine/core';
import type { CaseStatus } from '@portal/contract/entities/donor-care-case';
import { useTranslation } from 'react-i18next';

/** A case's status as staff name it, with the overdue and escalated flags beside it. */
export function CaseBadges({ status, overdue, escalated }: { status: CaseStatus; overdue: boolean; escalated: boolean }) {
  const { t } = useTranslation('cases');
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="outline" color="dark">
        {t(`statuses.${status}`)}
      </Badge>
      {overdue ? (
        <Badge color="red.9" variant="filled">
          {t('overdue')}
        </Badge>
      ) : null}
      {escalated ? (
        <Badge color="grape.9" variant="outline">
          {t('escalated')}
        </Badge>
      ) : null}
    </Group>
  );
}
