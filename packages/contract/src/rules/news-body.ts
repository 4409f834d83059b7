import type { EditorBlock } from '../entities/content';
import type { NewsBlock } from '../entities/marketing';
import type { Language } from '../languages';

/**
 * One language's article body as donors get it (spec 3 "News"): the editor's blocks in order, each with its text in
 * that language. The server stores it so; the console's preview renders a draft through the very same function.
 */
export function newsBodyIn(blocks: readonly EditorBlock[], lang: Language): NewsBlock[] {
  return blocks.map((block, index) => ({
    tag: block.tag,
    text: block.text[lang],
    marginBottom: block.marginBottom,
    index,
    ...(block.tag === 'accordion' ? { title: block.title[lang] } : {}),
    ...(block.tag === 'linkbutton' || block.tag === 'img' ? { url: block.url } : {}),
  }));
}
