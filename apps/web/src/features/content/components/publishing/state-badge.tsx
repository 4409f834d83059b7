import { Badge, Table } from '@mantine/core';
import type { ContentState, ContentSummary } from '@portal/contract/entities/content';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../../../../lib/dates/format-date-time';

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

/** A content list's cells after the title: the item's state, its publish window and its version. */
export function StateCells({ item }: { item: Pick<ContentSummary, 'state' | 'publishAt' | 'expireAt' | 'version'> }) {
  const { i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  return (
    <>
      <Table.Td>
        <StateBadge state={item.state} />
      </Table.Td>
      <Table.Td>{formatDateTime(item.publishAt, language)}</Table.Td>
      <Table.Td>{formatDateTime(item.expireAt, language)}</Table.Td>
      <Table.Td>{item.version}</Table.Td>
    </>
  );
}
