import { Anchor, Table, Text } from '@mantine/core';
import type { Bilingual } from '@portal/contract';
import { Link } from 'react-router';

/** A console list's first cell: the English title linking to the editor, the Spanish one under it. */
export function BilingualTitleCell({ title, to, fallback }: { title: Bilingual; to: string; fallback?: string }) {
  return (
    <Table.Td>
      <Anchor component={Link} to={to}>
        {title.en || fallback}
      </Anchor>
      <Text size="sm" c="gray.7" lang="es">
        {title.es}
      </Text>
    </Table.Td>
  );
}
