import type { EditorBlock } from '@portal/contract/entities/content';
import type { StoredNewsBlock } from '../../db/schema/index';

/** Stored per-language bodies back as editor blocks, paired by position (both languages have the same blocks once edited here). */
export function blocksFromBodies(enBody: readonly StoredNewsBlock[], esBody: readonly StoredNewsBlock[]): EditorBlock[] {
  const en = [...enBody].sort((a, b) => a.index - b.index);
  const es = [...esBody].sort((a, b) => a.index - b.index);
  return Array.from({ length: Math.max(en.length, es.length) }, (_, i) => {
    const shape = (en[i] ?? es[i]) as StoredNewsBlock;
    const text = { en: en[i]?.text ?? '', es: es[i]?.text ?? '' };
    const { marginBottom } = shape;
    switch (shape.tag) {
      case 'accordion':
        return { tag: 'accordion', title: { en: en[i]?.title ?? '', es: es[i]?.title ?? '' }, text, marginBottom };
      case 'linkbutton':
      case 'img':
        return { tag: shape.tag, text, url: shape.url ?? '', marginBottom };
      default:
        return { tag: shape.tag, text, marginBottom };
    }
  });
}

/** Link buttons and pictures without an address, as dotted paths relative to the fields. */
export function blockUrlGaps(blocks: readonly EditorBlock[]): string[] {
  return blocks.flatMap((block, i) => ((block.tag === 'linkbutton' || block.tag === 'img') && block.url === '' ? [`blocks.${i}.url`] : []));
}
