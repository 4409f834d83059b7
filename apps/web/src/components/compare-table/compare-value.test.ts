import { describe, expect, it } from 'vitest';
import { compareValueText } from './compare-value';

const texts = { empty: '(empty)', yes: 'Yes', no: 'No' };
const text = (value: string | number) => `<${value}>`;

describe('compareValueText', () => {
  it('says empty for null and the empty text', () => {
    expect(compareValueText(null, texts, text)).toBe('(empty)');
    expect(compareValueText('', texts, text)).toBe('(empty)');
  });

  it('says yes or no for a switch', () => {
    expect(compareValueText(true, texts, text)).toBe('Yes');
    expect(compareValueText(false, texts, text)).toBe('No');
  });

  it('words any other value as the screen does, zero included', () => {
    expect(compareValueText('Title', texts, text)).toBe('<Title>');
    expect(compareValueText(0, texts, text)).toBe('<0>');
  });
});
