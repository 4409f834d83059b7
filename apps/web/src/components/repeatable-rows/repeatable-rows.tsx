import { Button, Fieldset, Group, SimpleGrid, Stack, Text, type MantineSpacing } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { canAddRow, focusAfterRemove } from './row-focus';

interface RepeatableRowsProps<Row extends { key: string }> {
  legend: string;
  /** The rows, each with React's key, so removing one keeps the others' inputs. */
  rows: readonly Row[];
  /** The contract's limit: the add button is disabled at it. */
  max: number;
  /** Shown above the rows while there are none. */
  empty: string;
  /** Shown above the rows while there are some. */
  hint?: string;
  addLabel: string;
  /** The remove button's label names its row (1-based). */
  removeLabel: (n: number) => string;
  /** Shown beside the add button at the limit. */
  atMax?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The first input of row `index`: it takes the focus when its row is added, or when the row before it is removed. */
  firstField: (index: number) => HTMLElement | null | undefined;
  /** An error about the whole list, shown under the rows. */
  listError?: string;
  /** An error about a whole row (not one of its fields), shown on that row. */
  rowError?: (index: number) => string | undefined;
  /** The row's inputs, laid out in `columns` from a tablet's width up; their labels name the row (`n`, 1-based). */
  columns: number;
  spacing?: MantineSpacing;
  children: (row: Row, index: number, n: number) => ReactNode;
}

/** An error about the list or a row, read out as it appears. */
function ErrorText({ children }: { children: string }) {
  return (
    <Text size="sm" c="red" role="alert">
      {children}
    </Text>
  );
}

/**
 * A fieldset of repeatable rows with add and remove buttons that keep the list usable from the keyboard alone: adding
 * a row moves the focus to its first input; removing one to the next row's first input, or to the add button.
 */
export function RepeatableRows<Row extends { key: string }>({
  legend,
  rows,
  max,
  empty,
  hint,
  addLabel,
  removeLabel,
  atMax,
  onAdd,
  onRemove,
  firstField,
  listError,
  rowError,
  columns,
  spacing,
  children,
}: RepeatableRowsProps<Row>) {
  const addButton = useRef<HTMLButtonElement>(null);
  const intro = rows.length === 0 ? empty : hint;
  const canAdd = canAddRow(rows.length, max);
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        {intro !== undefined && <Text size="sm">{intro}</Text>}
        {rows.map((row, index) => {
          const n = index + 1;
          const error = rowError?.(index);
          return (
            <Stack key={row.key} gap="xs">
              <SimpleGrid cols={{ base: 1, sm: columns }} spacing={spacing}>
                {children(row, index, n)}
              </SimpleGrid>
              {error !== undefined && <ErrorText>{error}</ErrorText>}
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => {
                    // Rendered at once, so the next row's input sits at this index, and the add button is enabled
                    // again (at the limit), before one of them takes the focus.
                    flushSync(() => onRemove(index));
                    const next = focusAfterRemove(index, rows.length);
                    (next === null ? addButton.current : firstField(next))?.focus();
                  }}
                >
                  {removeLabel(n)}
                </Button>
              </Group>
            </Stack>
          );
        })}
        {listError !== undefined && <ErrorText>{listError}</ErrorText>}
        <Group>
          <Button
            ref={addButton}
            variant="light"
            disabled={!canAdd}
            onClick={() => {
              // Rendered at once, so the new row's first input exists to take the focus.
              flushSync(onAdd);
              firstField(rows.length)?.focus();
            }}
          >
            {addLabel}
          </Button>
          {atMax !== undefined && !canAdd && <Text size="sm">{atMax}</Text>}
        </Group>
      </Stack>
    </Fieldset>
  );
}
