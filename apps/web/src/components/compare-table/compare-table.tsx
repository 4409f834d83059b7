import { Group, NativeSelect, Skeleton, Table, Text, type NativeSelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConsoleListTable } from '../console-list-table/console-list-table';
import type { ChangeValue, FieldChange } from './compare-value';

interface CompareTableProps {
  /** The table's name: its heading's id, or a label. */
  labelledBy?: string;
  label?: string;
  testId: string;
  /** Whether the same version is on both sides (or none on one): nothing to compare. */
  same: boolean;
  sameText: string;
  /** The fields that differ; undefined while they load. */
  changes: readonly FieldChange[] | undefined;
  noneText: string;
  headers: { field: string; before: string; after: string };
  fieldLabel: (field: string) => ReactNode;
  valueText: (field: string, value: ChangeValue) => string;
}

/** A field-by-field comparison of two versions: each field that differs with its value before and after. */
export function CompareTable({
  labelledBy,
  label,
  testId,
  same,
  sameText,
  changes,
  noneText,
  headers,
  fieldLabel,
  valueText,
}: CompareTableProps) {
  if (same) return <Text>{sameText}</Text>;
  if (!changes) return <Skeleton height={40} />;
  if (changes.length === 0) return <Text>{noneText}</Text>;
  return (
    <ConsoleListTable
      labelledBy={labelledBy}
      label={label}
      testId={testId}
      striped={false}
      columns={[headers.field, headers.before, headers.after]}
      rows={changes}
      rowKey={(change) => change.field}
    >
      {(change) => (
        <>
          <Table.Td>{fieldLabel(change.field)}</Table.Td>
          <Table.Td>{valueText(change.field, change.before)}</Table.Td>
          <Table.Td>{valueText(change.field, change.after)}</Table.Td>
        </>
      )}
    </ConsoleListTable>
  );
}

interface ComparePickersProps {
  labels: { from: string; to: string };
  data: NativeSelectProps['data'];
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
}

/** The two versions to compare, side by side. */
export function ComparePickers({ labels, data, from, to, onFrom, onTo }: ComparePickersProps) {
  return (
    <Group>
      <NativeSelect label={labels.from} data={data} value={from} onChange={(e) => onFrom(e.currentTarget.value)} />
      <NativeSelect label={labels.to} data={data} value={to} onChange={(e) => onTo(e.currentTarget.value)} />
    </Group>
  );
}
