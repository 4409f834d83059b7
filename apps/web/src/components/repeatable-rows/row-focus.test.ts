import { describe, expect, it } from 'vitest';
import { canAddRow, errorAt, focusAfterRemove } from './row-focus';

describe('repeatable rows', () => {
  it('adds rows up to the limit and no further', () => {
    expect(canAddRow(0, 2)).toBe(true);
    expect(canAddRow(1, 2)).toBe(true);
    expect(canAddRow(2, 2)).toBe(false);
  });

  it('after a removal focuses the row that followed, or the add button after the last row', () => {
    expect(focusAfterRemove(0, 3)).toBe(0);
    expect(focusAfterRemove(1, 3)).toBe(1);
    expect(focusAfterRemove(2, 3)).toBeNull();
    expect(focusAfterRemove(0, 1)).toBeNull();
  });

  it("reads a list's or a row's own error, not a field's", () => {
    const errors = { payments: 'Too many', 'payments.1': 'Row wrong', 'payments.0.amount': 'Amount wrong' };
    expect(errorAt(errors, 'payments')).toBe('Too many');
    expect(errorAt(errors, 'payments.1')).toBe('Row wrong');
    expect(errorAt(errors, 'payments.0')).toBeUndefined();
  });
});
