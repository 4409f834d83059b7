import { describe, expect, it } from 'vitest';
import { draftChatSource } from './chat-tree';

const node = (en: string, children: Parameters<typeof draftChatSource>[0]['root'][] = [], id?: string) => ({
  ...(id ? { id } : {}),
  text: { en, es: `${en} (es)` },
  description: { en: `About ${en}`, es: `Sobre ${en}` },
  isFeedback: false,
  children,
});

describe('the draft tree as the chat reads it (preview)', () => {
  it('serves the root, then each option with its parent and options, saved or not', async () => {
    const saved = '0b5f6c1e-1d2a-4c3b-9a8e-7f6d5c4b3a21';
    const source = draftChatSource({ root: node('Hello', [node('Points', [node('When?')], saved), node('Cards')]) });
    const root = await source.preset(null);
    expect(root).toMatchObject({ parent: null, description: { es: 'Sobre Hello' } });
    expect(root.children.map((c) => [c._id, c.text.en])).toEqual([
      [saved, 'Points'],
      ['draft:root.1', 'Cards'],
    ]);
    const points = await source.preset(saved);
    expect(points.parent).toEqual({ _id: root._id, parent: null, description: root.description });
    const when = await source.preset(points.children[0]?._id ?? '');
    expect(when).toMatchObject({ text: { en: 'When?' }, parent: { _id: saved, parent: root._id }, children: [] });
    await expect(source.preset('unknown')).rejects.toThrow();
  });
});
