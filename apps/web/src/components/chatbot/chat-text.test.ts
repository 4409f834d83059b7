import { describe, expect, it } from 'vitest';
import { linkParts } from './chat-text';

describe('chat links (spec 4)', () => {
  it('finds http(s) and www. links, leaving the sentence’s punctuation out', () => {
    expect(linkParts('See https://example.org/a?b=1. Or www.example.org/x, thanks')).toEqual([
      { text: 'See ', href: null },
      { text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { text: '. Or ', href: null },
      { text: 'www.example.org/x', href: 'https://www.example.org/x' },
      { text: ', thanks', href: null },
    ]);
    expect(linkParts('no links here')).toEqual([{ text: 'no links here', href: null }]);
  });
});
