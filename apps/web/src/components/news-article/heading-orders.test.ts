import { describe, expect, it } from 'vitest';
import type { NewsBlock } from '@portal/contract/entities/marketing';
import { headingOrders } from './heading-orders';

const blocks = (...tags: NewsBlock['tag'][]) => tags.map((tag) => ({ tag }));

describe('headingOrders', () => {
  it('shows h1-h5 one level below the h2 title of the modal', () => {
    expect(headingOrders(blocks('h1', 'body', 'h2', 'h3'))).toEqual([3, undefined, 4, 5]);
  });

  it('never skips a level, even when the article does', () => {
    expect(headingOrders(blocks('h2', 'h4', 'h1', 'h5'))).toEqual([3, 4, 3, 4]);
  });

  it('stops at h6', () => {
    expect(headingOrders(blocks('h1', 'h2', 'h3', 'h4', 'h5'))).toEqual([3, 4, 5, 6, 6]);
  });
});
