import type { Page } from '@playwright/test';

/** What a phone-width page shows beyond the viewport or cuts off: empty when nothing is clipped. */
export interface LayoutProblems {
  scrollWidth: number;
  /** Visible elements whose right edge passes the viewport, outside any horizontal scroll area. */
  wide: string[];
  /** Texts cut short (overflow hidden or an ellipsis) instead of wrapping. */
  cut: string[];
}

/**
 * Measures the page as it is now. An element inside a horizontal scroll area (overflow-x auto or
 * scroll) may be wider than the screen: the area scrolls and shows its cue. Everything else must
 * fit, and no text may be cut short.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
    };
    const inScrollArea = (el: Element) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return node !== document.scrollingElement && node !== document.body;
      }
      return false;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const rect = el.getBoundingClientRect();
      // Screen-reader-only text is one pixel wide and clipped on purpose.
      return rect.width > 1 && rect.height > 1;
    };
    const wide: string[] = [];
    const cut: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!visible(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.right > width + 0.5 && !inScrollArea(el)) wide.push(`${describe(el)} right=${Math.round(rect.right)}`);
      const style = getComputedStyle(el);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (clips && ownText && el.scrollWidth > el.clientWidth + 1) cut.push(`${describe(el)} ${el.scrollWidth}>${el.clientWidth}`);
    }
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, wide: wide.slice(0, 8), cut: cut.slice(0, 8) };
  });
}
