import type { TitleOrder } from '@mantine/core';
import type { NewsBlock } from '@portal/contract/entities/marketing';

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5']);

/**
 * News body headings sit under the modal's own h2 title: h1-h5 blocks are shown one level lower
 * (h3-h6), and never more than one level below the heading before them, so an article that starts
 * with an h2 or jumps from h1 to h3 keeps a heading order screen readers can follow.
 */
export function headingOrders(blocks: readonly Pick<NewsBlock, 'tag'>[]): (TitleOrder | undefined)[] {
  let previous = 2;
  return blocks.map(({ tag }) => {
    if (!headingTags.has(tag)) return undefined;
    const order = Math.max(3, Math.min(6, Number(tag.slice(1)) + 2, previous + 1));
    previous = order;
    return order as TitleOrder;
  });
}
