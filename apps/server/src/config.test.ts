import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envSchema, loadConfig, secretNames } from './config';

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
  it('the README lists exactly the variables of the schema and the `_FILE` form of each secret', () => {
    const fileForms = secretNames.map((name) => `${name}_FILE`);
    expect([...readmeRows().keys()].sort()).toEqual([...Object.keys(envSchema.shape), ...fileForms].sort());
  });

  it('marks every secret the issue names (a new secret gets its `_FILE` form by being marked)', () => {
    expect(secretNames).toEqual(
      expect.arrayContaining(['TOKEN_SECRET', 'TOTP_ENCRYPTION_KEY', 'OPS_API_KEY', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL']),
    );
    expect(secretNames).not.toContain('PORT');
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

  it('bounds e-mail and texts with one timeout; the deprecated TWILIO_TIMEOUT_MS is read only in its absence', () => {
    expect(loadConfig({}).messageSendTimeoutMs).toBe(10_000);
    expect(loadConfig({ TWILIO_TIMEOUT_MS: '3000' }).messageSendTimeoutMs).toBe(3000);
    expect(loadConfig({ MESSAGE_SEND_TIMEOUT_MS: '2000', TWILIO_TIMEOUT_MS: '3000' }).messageSendTimeoutMs).toBe(2000);
  });

  it('refuses a metrics port that is the public port, naming the variable; metrics are off without one', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({}).metricsPort).toBeUndefined();
  });

  it('takes the program’s and the care team’s time zones, refusing one that is not an IANA zone, naming the variable', () => {
    expect(loadConfig({})).toMatchObject({ programTimeZone: 'America/Chicago', careTimeZone: 'America/New_York' });
    expect(loadConfig({ PROGRAM_TIME_ZONE: 'America/Los_Angeles', CARE_TIME_ZONE: 'Europe/Madrid' })).toMatchObject({
      programTimeZone: 'America/Los_Angeles',
      careTimeZone: 'Europe/Madrid',
    });
    expect(() => loadConfig({ PROGRAM_TIME_ZONE: 'Central' })).toThrow(/PROGRAM_TIME_ZONE: must be an IANA time zone/);
    expect(() => loadConfig({ CARE_TIME_ZONE: 'America/Atlantis' })).toThrow(/CARE_TIME_ZONE: must be an IANA time zone/);
    expect(() => loadConfig({ CARE_TIME_ZONE: '' })).toThrow(/CARE_TIME_ZONE/);
  });

  it('refuses production without a token secret, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) })).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'not-hex' })).toThrow(/TOTP_ENCRYPTION_KEY/);
  });
});

describe('secrets from files (`<NAME>_FILE`)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-secrets-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const secretFile = (name: string, contents: string) => {
    const path = join(folder, name);
    writeFileSync(path, contents);
    return path;
  };
  const tokenSecret = 's'.repeat(40);

  it('reads the value from the file, dropping one trailing newline', () => {
    const config = loadConfig({
      TOKEN_SECRET_FILE: secretFile('token', `${tokenSecret}\n`),
      DATABASE_URL_FILE: secretFile('database', 'postgres://portal:pw@db:5432/portal\r\n'),
      OPS_API_KEY_FILE: secretFile('ops', `${'k'.repeat(30)}\n\n`),
    });
    expect(config.tokenSecret).toBe(tokenSecret);
    expect(config.databaseUrl).toBe('postgres://portal:pw@db:5432/portal');
    // Only the last newline is dropped: one before it is part of the value.
    expect(config.opsApiKey).toBe(`${'k'.repeat(30)}\n`);
  });

  it('gives every marked secret a `_FILE` form', () => {
    const values: Record<string, string> = {
      TOKEN_SECRET: tokenSecret,
      TOTP_ENCRYPTION_KEY: 'b'.repeat(64),
      OPS_API_KEY: 'k'.repeat(30),
      DATABASE_URL: 'postgres://db/portal',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:587',
      TWILIO_AUTH_TOKEN: 't'.repeat(32),
      VAPID_PRIVATE_KEY: 'v'.repeat(43),
    };
    const env = {
      ...Object.fromEntries(secretNames.map((name) => [`${name}_FILE`, secretFile(name, `${values[name] ?? 'x'}\n`)])),
      // The VAPID private key comes with its public key and subject.
      VAPID_PUBLIC_KEY: 'p'.repeat(87),
      VAPID_SUBJECT: 'mailto:ops@example.org',
    };
    const config = loadConfig(env);
    expect([
      config.tokenSecret,
      config.totpEncryptionKey,
      config.opsApiKey,
      config.databaseUrl,
      config.redisUrl,
      config.smtpUrl,
      config.twilioAuthToken,
      config.vapidPrivateKey,
    ]).toEqual([
      values.TOKEN_SECRET,
      values.TOTP_ENCRYPTION_KEY,
      values.OPS_API_KEY,
      values.DATABASE_URL,
      values.REDIS_URL,
      values.SMTP_URL,
      values.TWILIO_AUTH_TOKEN,
      values.VAPID_PRIVATE_KEY,
    ]);
  });

  it('refuses a secret given both ways, naming it and not printing the value', () => {
    const load = () => loadConfig({ TOKEN_SECRET: tokenSecret, TOKEN_SECRET_FILE: secretFile('both', tokenSecret) });
    expect(load).toThrow('TOKEN_SECRET and TOKEN_SECRET_FILE are both set');
    expect(load).not.toThrow(tokenSecret);
  });

  it('refuses a file that cannot be read, naming the variable', () => {
    expect(() => loadConfig({ REDIS_URL_FILE: join(folder, 'missing') })).toThrow(/REDIS_URL_FILE: cannot read .*missing \(ENOENT\)/);
  });

  it('checks the file’s value as it checks the variable, without printing it', () => {
    const load = () => loadConfig({ TOKEN_SECRET_FILE: secretFile('short', 'too-short-secret\n') });
    expect(load).toThrow(/TOKEN_SECRET/);
    expect(load).not.toThrow('too-short-secret');
  });
});
