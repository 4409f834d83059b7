import { describe, expect, it } from 'vitest';
import { isPromptDismissed, isPromptRefused } from './webauthn-prompt';

const browserError = (name: string) => Object.assign(new Error(name), { name });

describe('a passkey prompt that failed', () => {
  it('was refused by the browser itself (an address that is no domain, a policy): asked again it fails at once', () => {
    expect(isPromptRefused(browserError('SecurityError'))).toBe(true);
    expect(isPromptRefused(browserError('NotSupportedError'))).toBe(true);
    expect(isPromptRefused(browserError('NotAllowedError'))).toBe(false);
    expect(isPromptRefused(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('was dismissed by the donor (closed, no passkey chosen, aborted)', () => {
    expect(isPromptDismissed(browserError('NotAllowedError'))).toBe(true);
    expect(isPromptDismissed(browserError('AbortError'))).toBe(true);
    expect(isPromptDismissed(browserError('SecurityError'))).toBe(false);
  });
});
