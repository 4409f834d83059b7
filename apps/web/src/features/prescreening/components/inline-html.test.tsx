import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InlineHtml, parseInlineHtml } from './inline-html';

const render = (html: string) => renderToStaticMarkup(<InlineHtml html={html} />);

describe('InlineHtml', () => {
  it('keeps a few inline tags', () => {
    expect(render('<strong>Good news!</strong> You may <em>donate</em>.<br>Thanks')).toBe(
      '<strong>Good news!</strong> You may <em>donate</em>.<br/>Thanks',
    );
  });

  it('drops scripts with their content, and handlers, links, images and styles', () => {
    const html = render(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a><b style="color:red" onclick="x()">bold</b>',
    );
    expect(html).toBe('click<b>bold</b>');
  });

  it('escapes text that only looks like markup and decodes entities', () => {
    expect(render('5 &lt; 6 &amp; <i>ok</i> &#8212; a < b')).toBe('5 &lt; 6 &amp; <i>ok</i> — a &lt; b');
  });

  it('closes tags left open and ignores stray closing tags', () => {
    expect(parseInlineHtml('<b>open <i>nested</b> after</i>')).toEqual([
      { tag: 'b', children: ['open ', { tag: 'i', children: ['nested'] }] },
      ' after',
    ]);
  });
});
