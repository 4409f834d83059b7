/** Whether another row may be added to `count` rows under the contract's limit. */
export const canAddRow = (count: number, max: number): boolean => count < max;

/**
 * Where the focus goes once row `index` of `count` rows is removed: the row that followed it (now at `index`), or,
 * when it was the last, the add button (`null`), so the keyboard never falls back to the page's start.
 */
export const focusAfterRemove = (index: number, count: number): number | null => (index < count - 1 ? index : null);

/** A form's error that is a text, under its exact path: `payments` (the list) or `payments.1` (a whole row). */
export function errorAt(errors: Record<string, unknown>, path: string): string | undefined {
  const error = errors[path];
  return typeof error === 'string' ? error : undefined;
}
