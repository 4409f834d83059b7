import { Badge } from '@mantine/core';
import type { ScreeningVersionState } from '@portal/contract/entities/screening-content';
import { useTranslation } from 'react-i18next';

const colors: Record<ScreeningVersionState, string> = { draft: 'gray', published: 'green', retired: 'orange' };

/** Where a version stands: being written, in force for new donors, or replaced (kept for the donors on it). */
export function VersionStateBadge({ state }: { state: ScreeningVersionState }) {
  const { t } = useTranslation('screening-content');
  return (
    <Badge color={colors[state]} variant="light" c="dark">
      {t(`states.${state}`)}
    </Badge>
  );
}
