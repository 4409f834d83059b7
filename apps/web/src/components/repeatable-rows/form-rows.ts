import type { FormErrors } from '@mantine/form';
import { errorAt } from './row-focus';

/** The parts of a Mantine form that a list of rows at one path uses. */
interface RowsForm<Row> {
  errors: FormErrors;
  insertListItem: (path: string, item: Row) => void;
  removeListItem: (path: string, index: number) => void;
  getInputNode: (path: string) => HTMLElement | null;
}

/**
 * `RepeatableRows`' wiring to the form's list at `path`: a new row from `newRow`, its input `first` to focus, and the
 * errors about the whole list or a whole row.
 */
export function formRows<Row extends { key: string }>(
  form: RowsForm<Row>,
  path: string,
  rows: readonly Row[],
  newRow: () => Row,
  first: keyof Row & string,
) {
  return {
    rows,
    onAdd: () => form.insertListItem(path, newRow()),
    onRemove: (index: number) => form.removeListItem(path, index),
    firstField: (index: number) => form.getInputNode(`${path}.${index}.${first}`),
    listError: errorAt(form.errors, path),
    rowError: (index: number) => errorAt(form.errors, `${path}.${index}`),
  };
}
