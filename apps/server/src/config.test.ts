import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config';

/** The rows of the README's server configuration table: variable → default column. */
function readmeRows(): Map<string, string> {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('Server (environment variables'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| variable')));
  const rows = new Map<string, string>();
  for (const line of table.split('\n')) {
    const match = /^\| `([A-Z_]+)` \| ([^|]*) \|/.exec(line);
    if (match?.[1]) rows.set(match[1], match[2]?.trim() ?? '');
  }
  return rows;
}

describe('configuration', () => {
  it('the README lists exactly the variables of the schema', () => {
    expect([...readmeRows().keys()].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('the README shows each schema default', () => {
    const rows = readmeRows();
    const defaults = envSchema.parse({});
    for (const [name, value] of Object.entries(defaults)) {
      if (value === undefined) continue;
      const shown = rows.get(name) ?? '';
      expect(shown, name).toContain(String(value));
    }
  });

  it('derives camel-case names and the defaults that depend on other variables', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portal.example.org/', POINTS_PER_DONATION: '120' });
    expect(config.publicUrl).toBe('https://portal.example.org');
    expect(config.pointsPerDonation).toBe(120);
    expect(config.demoMode).toBe(true);
    expect(config.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), TOTP_ENCRYPTION_KEY: 'a'.repeat(64) }).demoMode).toBe(false);
  });

  it('refuses a metrics port that is the public port, naming the variable; metrics are off without one', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({}).metricsPort).toBeUndefined();
  });

  it('refuses production without a token secret, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) })).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'not-hex' })).toThrow(/TOTP_ENCRYPTION_KEY/);
  });
});
