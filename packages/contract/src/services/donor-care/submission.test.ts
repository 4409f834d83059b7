import { describe, expect, it } from 'vitest';
import { splitComment } from './submission';

describe('donor-care comment split (spec 5)', () => {
  it('takes the first non-empty line as the subject and the rest as the description', () => {
    expect(splitComment('\n  \nCard not loaded\nI donated Monday.\n\nStill no payment.')).toEqual({
      subject: 'Card not loaded',
      description: 'I donated Monday.\n\nStill no payment.',
    });
  });
  it('handles one line, Windows line breaks and an empty comment', () => {
    expect(splitComment('  Just a subject  ')).toEqual({ subject: 'Just a subject', description: '' });
    expect(splitComment('A\r\nB\r\nC')).toEqual({ subject: 'A', description: 'B\nC' });
    expect(splitComment(' \n \n')).toEqual({ subject: '', description: '' });
  });
});
