import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error';

describe('safeError', () => {
  it('drops query parameters and row details that may hold personal data', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "donors_email_unique"'), {
      code: '23505',
      constraint: 'donors_email_unique',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const error = new Error('Failed query: insert into "donors" ("email") values ($1)\nparams: someone@example.com', { cause });
    const safe = safeError(error);
    const text = JSON.stringify(safe);
    expect(text).not.toContain('someone@example.com');
    expect(safe.message).toBe('Failed query: insert into "donors" ("email") values ($1)');
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'donors_email_unique' });
    expect(safe.frames.length).toBeGreaterThan(0);
  });

  it('describes a non-error value without echoing it', () => {
    expect(safeError('token abc')).toEqual({ name: 'string', message: 'non-error thrown', frames: [] });
  });
});
