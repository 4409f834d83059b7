import { describe, expect, it } from 'vitest';
import { missingChoice } from './cart-choice';

describe('cart choice (spec 8 messages)', () => {
  it('asks for the value, then the type, then the quantity', () => {
    expect(missingChoice({ value: null, type: null, qty: '' })).toBe('selectValue');
    expect(missingChoice({ value: 500, type: null, qty: 1 })).toBe('selectType');
    expect(missingChoice({ value: 500, type: 'egift', qty: '' })).toBe('addQty');
    expect(missingChoice({ value: 500, type: 'egift', qty: 0 })).toBe('addQty');
    expect(missingChoice({ value: 500, type: 'egift', qty: 2 })).toBeNull();
  });

  it('says when the quantity is above the most a cart line holds instead of cutting it', () => {
    expect(missingChoice({ value: 500, type: 'egift', qty: 20 })).toBeNull();
    expect(missingChoice({ value: 500, type: 'egift', qty: 21 })).toBe('cartQtyMax');
  });
});
