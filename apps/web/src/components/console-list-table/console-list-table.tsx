import { Table, Text } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { ScrollTable } from '../scroll-table/scroll-table';

interface ConsoleListTableProps<Row> {
  /** The table's name: its heading's id, or a label. */
  labelledBy?: string;
  label?: string;
  /** The column headers, in order. */
  columns: readonly ReactNode[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the table while there are no rows; without it the table shows just its headers. */
  empty?: string;
  striped?: boolean;
  testId?: string;
  /** A row's cells, one for each column. */
  children: (row: Row) => ReactNode;
}

/** A console list: a table of rows under their column headers, scrolling sideways inside its own area on a phone. */
export function ConsoleListTable<Row>({
  labelledBy,
  label,
  columns,
  rows,
  rowKey,
  empty,
  striped = true,
  testId,
  children,
}: ConsoleListTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <Text>{empty}</Text>;
  return (
    <ScrollTable labelledBy={labelledBy} label={label}>
      <Table striped={striped} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>{children(row)}</Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
