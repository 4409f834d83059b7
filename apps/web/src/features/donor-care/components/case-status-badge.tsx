import { Badge } from '@mantine/core';
import type { CaseStatus } from '@portal/contract/entities/donor-care-case';
import { useTranslation } from 'react-i18next';

/** A case's status in words (the donor's wording). */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('donor-care');
  return (
    <Badge variant="outline" color="dark">
      {t(`requests.statuses.${status}`)}
    </Badge>
  );
}
