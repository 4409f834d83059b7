import { describe, expect, it } from 'vitest';
import { consentScriptSource } from './use-consent-script';

describe('consentScriptSource', () => {
  it('keeps http(s) addresses', () => {
    expect(consentScriptSource('https://consent.example.net/banner.js')).toBe('https://consent.example.net/banner.js');
  });
  it.each([null, undefined, 42, '', 'javascript:alert(1)', 'data:text/javascript,alert(1)', 'not a url'])('refuses %j', (value) => {
    expect(consentScriptSource(value)).toBeNull();
  });
});
