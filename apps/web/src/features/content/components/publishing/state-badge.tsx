import { Badge } from '@mantine/core';
import type { ContentState } from '@portal/contract/entities/content';
import { useTranslation } from 'react-i18next';

const colors: Record<ContentState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  expired: 'orange',
  retired: 'red',
};

/** An item's state as editors see it (derived on the server from the stored window). */
export function StateBadge({ state }: { state: ContentState }) {
  const { t } = useTranslation('content');
  return (
    <Badge color={colors[state]} variant="light" c="dark">
      {t(`states.${state}`)}
    </Badge>
  );
}
