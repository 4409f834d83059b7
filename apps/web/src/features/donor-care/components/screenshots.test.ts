import { describe, expect, it } from 'vitest';
import { screenshotProblem } from './screenshots';

describe('visitor screenshots (spec 5: up to 3)', () => {
  it('accepts up to three images within the limit and names the problem otherwise', () => {
    const png = { type: 'image/png', size: 1000 };
    expect(screenshotProblem([png, png, png])).toBeNull();
    expect(screenshotProblem([png, png, png, png])).toBe('tooMany');
    expect(screenshotProblem([{ type: 'application/pdf', size: 10 }])).toBe('type');
    expect(screenshotProblem([{ type: 'image/jpeg', size: 201 * 1024 }])).toBe('size');
  });
});
