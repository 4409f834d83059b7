import { Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

interface SortHeaderProps {
  children: ReactNode;
  /** This column sorts the table now, in this direction. */
  active: boolean;
  direction: 'asc' | 'desc';
  onSort(): void;
  /** The button's accessible name when it should say more than the column's label ("Sort by date"). */
  sortLabel?: string;
}

/** A column header that sorts a table on the server: a button, with `aria-sort` saying how the table is sorted. */
export function SortHeader({ children, active, direction, onSort, sortLabel }: SortHeaderProps) {
  return (
    <Table.Th scope="col" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={onSort} aria-label={sortLabel} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <span aria-hidden="true">{active ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
