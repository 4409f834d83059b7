import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header of labels and one line per row, quoting what needs it and keeping formulas out', () => {
    const csv = toCsv(
      [
        { key: 'name', label: 'Center' },
        { key: 'n', label: 'New donors' },
      ],
      [
        { name: 'Austin, North', n: 5 },
        { name: '=HYPERLINK("x")', n: null },
      ],
    );
    expect(csv).toBe('Center,New donors\r\n"Austin, North",5\r\n"\'=HYPERLINK(""x"")",\r\n');
  });
});
