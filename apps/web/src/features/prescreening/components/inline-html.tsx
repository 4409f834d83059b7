import { createElement, type ReactNode } from 'react';

/** The only tags a server title may use; any other tag is dropped and its text kept. */
const allowedTags = new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'small', 'mark']);
/** Tags whose content is not text for the donor: dropped with it. */
const droppedWithContent = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript']);

export type InlineNode = string | { tag: string; children: InlineNode[] };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

function decode(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#') && lower !== '#39') return String.fromCodePoint(Number(lower.slice(1)));
    return entities[lower] ?? whole;
  });
}

/**
 * Parses a server's HTML title into text and a few inline tags, without attributes, so nothing of
 * it is ever inserted as HTML: no scripts, handlers, styles or links can come from it.
 */
export function parseInlineHtml(html: string): InlineNode[] {
  const root: InlineNode[] = [];
  const stack: { tag: string; children: InlineNode[] }[] = [];
  let skipping: string | null = null;
  const current = () => stack[stack.length - 1]?.children ?? root;
  for (const [token, closing, name] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>|[^<]+|</g)) {
    const tag = name?.toLowerCase();
    if (skipping) {
      if (closing && tag === skipping) skipping = null;
      continue;
    }
    if (!tag) {
      current().push(decode(token));
    } else if (droppedWithContent.has(tag)) {
      if (!closing && !token.endsWith('/>')) skipping = tag;
    } else if (!allowedTags.has(tag)) {
      continue;
    } else if (tag === 'br') {
      current().push({ tag, children: [] });
    } else if (!closing) {
      const element = { tag, children: [] };
      current().push(element);
      stack.push(element);
    } else if (stack.some((open) => open.tag === tag)) {
      while (stack.pop()?.tag !== tag);
    }
  }
  return root;
}

function toReact(node: InlineNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  return node.tag === 'br' ? createElement('br', { key }) : createElement(node.tag, { key }, ...node.children.map(toReact));
}

/** Renders a server's HTML title safely (see `parseInlineHtml`). */
export function InlineHtml({ html }: { html: string }) {
  return <>{parseInlineHtml(html).map(toReact)}</>;
}
