import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { importMaxBytesDefault } from '@portal/contract/services/ops/imports';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const webAddress = z
  .string()
  .url()
  .regex(/^https?:/);

/** A zone of the IANA database (`America/Chicago`), as `Intl` and PostgreSQL's `at time zone` know it. */
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone, such as America/Chicago');

/** The program's zone until PROGRAM_TIME_ZONE says otherwise (the demo's too). */
export const DEFAULT_PROGRAM_TIME_ZONE = 'America/Chicago';
/** The donor-care team's zone until CARE_TIME_ZONE says otherwise: its support line's, Eastern (spec 2.5). */
export const DEFAULT_CARE_TIME_ZONE = 'America/New_York';

/** The schemas of the variables that hold secrets: `secret()` marks them in the schema below. */
const secretSchemas = new WeakSet<z.ZodType>();

/** Marks a variable as a secret, so it may also be given as `<NAME>_FILE` (`secretNames`). */
function secret<T extends z.ZodType>(schema: T): T {
  secretSchemas.add(schema);
  return schema;
}

/**
 * Every environment variable the server reads, with its default: the one source of the configuration.
 * The README's configuration table lists the same variables and defaults (`config.test.ts` holds it to this).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Serves Prometheus metrics at `/metrics` on this port, a listener of its own (never the public port). Unset: no
   * metrics are kept or served.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The metrics listener's address: only this machine by default; a scraper elsewhere needs an address it reaches. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: secret(z.string().url().optional()),
  REDIS_URL: secret(z.string().url().optional()),
  /** Prefix of the portal's Redis keys (deployments or test runs sharing one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('portal'),
  SEED_DEMO: booleanFlag.default(true),
  /**
   * Applies pending migrations at start (one process at a time, under an advisory lock). `false`: a release's
   * migrations run once with `npm run ops -- migrate` before its processes roll; a process on a schema behind its
   * release starts but is not ready until they have run.
   */
  MIGRATE_ON_START: booleanFlag.default(true),
  /** Milliseconds a process keeps serving after SIGTERM while not ready, so the balancer stops sending to it first. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  /** Milliseconds it then gives requests in flight and a running job to finish before it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  /**
   * Demo conveniences (the outbox route, which shows the codes sent to anyone). Unset: on only for the embedded
   * database with demo data outside production, never with DATABASE_URL (an operator who forgets NODE_ENV).
   */
  DEMO_MODE: booleanFlag.optional(),
  /**
   * Browser tests only: `POST /api/test/clock` moves the server's clock (a scheduled article shown at its time).
   * Refused with NODE_ENV=production.
   */
  TEST_CLOCK: booleanFlag.default(false),
  /** Signs session tokens; required in production, a development secret otherwise. */
  TOKEN_SECRET: secret(z.string().min(32).optional()),
  /**
   * Encrypts staff TOTP secrets at rest (AES-256-GCM): 64 hex characters (32 bytes, `openssl rand -hex 32`).
   * Required in production; a development key otherwise. Changing it makes every enrolled second factor unreadable.
   */
  TOTP_ENCRYPTION_KEY: secret(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
      .optional(),
  ),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  /** The provider's name in messages sent to donors. */
  BRAND_NAME: z.string().min(1).default('Demo Plasma'),
  /**
   * Where the portal is reached, for links in messages and the referral link; no trailing slash once loaded.
   * Unset: the address each request came to (the page's origin), so a deployment never hands out localhost.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  SMTP_URL: secret(z.string().url().optional()),
  SMTP_FROM: z.string().min(3).default('no-reply@example.com'),
  /** Twilio's account (`AC…`): with the token and a sender, text messages go out through Twilio; unset, they stay in the outbox. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex characters')
    .optional(),
  /** Twilio's auth token: authenticates the portal's sends and signs Twilio's webhooks (`X-Twilio-Signature`). */
  TWILIO_AUTH_TOKEN: secret(z.string().min(16).optional()),
  /** The Messaging Service (`MG…`) texts are sent from (its opt-out handling and sender pool); or `TWILIO_FROM`. */
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG followed by 32 hex characters')
    .optional(),
  /** The sending number (`+15125550100`) when no Messaging Service is set. */
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a number with its country code, such as +15125550100')
    .optional(),
  /**
   * The address Twilio calls the portal at (its status callback and the one its webhook signatures are checked over),
   * when that is not PUBLIC_URL: a webhook ingress of its own, or the browser tests' server. Unset: PUBLIC_URL.
   */
  TWILIO_WEBHOOK_URL: webAddress.transform((url) => url.replace(/\/+$/, '')).optional(),
  /** Twilio's API address without a path; tests point it at a local stand-in. */
  TWILIO_API_URL: webAddress.default('https://api.twilio.com').transform((url) => url.replace(/\/+$/, '')),
  /** Deprecated: MESSAGE_SEND_TIMEOUT_MS bounds texts too; read in its place only when that is unset. */
  TWILIO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /**
   * The VAPID key pair push messages are signed with (RFC 8292; `npx web-push generate-vapid-keys`), base64url: the
   * public key (65 bytes, the browser's `applicationServerKey`) and the private one. Unset: push is not offered.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be the base64url public key (65 bytes)')
    .optional(),
  VAPID_PRIVATE_KEY: secret(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be the base64url private key (32 bytes)')
      .optional(),
  ),
  /** Who push services may contact about the portal's messages: a `mailto:` or `https:` address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: address')
    .optional(),
  /** Texts one number may be sent in a day (codes included); over it a text is refused as undeliverable. */
  SMS_DAILY_CAP_PER_NUMBER: z.coerce.number().int().min(1).max(1_000).default(10),
  /** The phone number the answer to a HELP text gives. */
  SMS_HELP_PHONE: z.string().min(3).max(30).default('1-800-555-0100'),
  /**
   * Milliseconds a message's provider (the SMTP server at each step, Twilio for the whole send) has to answer; past it
   * the try fails and is retried. Unset: TWILIO_TIMEOUT_MS (deprecated) if set, else 10 000.
   */
  MESSAGE_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /**
   * Milliseconds a dashboard's read (insights) may run in the database; past it PostgreSQL cancels it and the call
   * answers 503 `dashboardTooSlow`, so a slow dashboard frees its connection instead of holding the pool (issue 35).
   */
  INSIGHTS_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  /**
   * The program's own zone: the days of the figures that belong to no center (the campaigns dashboard, the points of
   * donors without a home center) and the quiet hours of a campaign text to a donor without one.
   */
  PROGRAM_TIME_ZONE: timeZone.default(DEFAULT_PROGRAM_TIME_ZONE),
  /** The donor-care team's zone: its business days (a case's due times), its "today" and the care dashboard's days. */
  CARE_TIME_ZONE: timeZone.default(DEFAULT_CARE_TIME_ZONE),
  /** Milliseconds a client has to send a whole request, headers and body (slow clients let go of their connection). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  /**
   * The most bytes a bulk import (`POST /api/ops/imports`) may hold; every other route keeps its 1 MB. The import is
   * streamed into the database, so this bounds the staging tables' growth, not the process's memory.
   */
  IMPORT_MAX_BYTES: z.coerce.number().int().min(1_024).max(Number.MAX_SAFE_INTEGER).default(importMaxBytesDefault),
  /**
   * Days a finished import's staged lines (their raw text holds personal data; refused lines keep theirs) are kept
   * before the daily `import-retention` job deletes them; the import's summary row stays (docs/privacy.md).
   */
  IMPORT_LINES_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  /** Milliseconds a client has to send a request's headers (at most the request timeout). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(5_000),
  /** Milliseconds an idle kept-alive connection stays open. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(5_000),
  /**
   * Open connections one client address may hold at once; 0: no cap. Unset: 100, or no cap with TRUST_PROXY
   * (behind a proxy every client arrives from the proxy's address).
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
  /** PBKDF2 iterations of one captcha try: the visitor's work grows with it. */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  /** Where donor-care requests are sent (through the outbox). */
  DONOR_CARE_EMAIL: z.string().email().default('donorcare@example.com'),
  /** Business days (Monday to Friday, Eastern) within which a donor-care case should get its first answer. */
  CASE_FIRST_RESPONSE_BUSINESS_DAYS: z.coerce.number().int().min(1).max(60).default(1),
  /** Business days within which a donor-care case should be resolved; past either target a case is overdue. */
  CASE_RESOLUTION_BUSINESS_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  /** Where `/qrcode` sends iPhones and Android phones. */
  APP_STORE_URL: webAddress.default('https://apps.apple.com/'),
  PLAY_STORE_URL: webAddress.default('https://play.google.com/store/apps'),
  /** A consent-banner script loaded for signed-in donors (spec 1); none by default. */
  CONSENT_SCRIPT_URL: webAddress.optional(),
  /** Key the centers' systems send to `POST /api/ops/visits`; without it the route does not exist. */
  OPS_API_KEY: secret(z.string().min(24).optional()),
  /** Base points of one completed donation, before the membership bonus. */
  POINTS_PER_DONATION: z.coerce.number().int().min(0).max(100_000).default(100),
  /** Days the staff audit trail is kept before the retention job deletes it (issue 34; 6 years by default). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(365).max(36_500).default(2190),
  /** Points the referring donor gets when the person referred completes a second donation. */
  REFERRAL_BONUS_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  /**
   * The staff's OpenID Connect provider (issue 32): its issuer address (discovery at
   * `<issuer>/.well-known/openid-configuration`). Unset: no single sign-on, no button on `/staff/login`.
   */
  STAFF_OIDC_ISSUER: webAddress.optional(),
  STAFF_OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  STAFF_OIDC_CLIENT_SECRET: secret(z.string().min(1).optional()),
  /** The scopes asked for: `openid` must be among them. */
  STAFF_OIDC_SCOPES: z
    .string()
    .default('openid email profile')
    .refine((scopes) => scopes.split(/\s+/).includes('openid'), 'must include openid'),
  /** The ID token claim that lists the member's groups (`groups`; Entra ID and Keycloak can name it otherwise). */
  STAFF_OIDC_ROLES_CLAIM: z.string().min(1).max(100).default('groups'),
  /** The provider's name on the sign-in button ("Sign in with <name>"). */
  STAFF_OIDC_PROVIDER_NAME: z.string().min(1).max(60).default('your company account'),
  /** Creates a staff member at their first single sign-on when their groups map to a role (off: an admin invites them). */
  STAFF_OIDC_CREATE_MEMBERS: booleanFlag.default(false),
  /** Hours a single-sign-on session lasts before the provider is asked again (a leaver's open session ends by then). */
  STAFF_OIDC_MAX_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  /** `false`: staff sign in only with the provider, except the members an admin marked break-glass. */
  STAFF_PASSWORD_SIGN_IN: booleanFlag.default(true),
  /**
   * The hosts webhook receivers may be at (issue 31), comma-separated: a name (`hooks.example.com`), every name under
   * one (`*.example.com`) or an address. Unset: any host whose address is public. A private, loopback or link-local
   * address, or a name resolving to one, is refused unless its host is listed here exactly (SSRF).
   */
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : value
            .split(',')
            .map((host) =>
              host
                .trim()
                .toLowerCase()
                .replace(/^\[(.*)\]$/, '$1'),
            )
            .filter(Boolean),
    )
    .refine(
      (hosts) => hosts === undefined || hosts.every((host) => isIP(host) !== 0 || /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)),
      'comma-separated host names, *.domain entries or addresses',
    ),
});

type Env = z.output<typeof envSchema>;

/**
 * The secrets' names, read from their marks in the schema: each may instead be given as `<NAME>_FILE`, the path of a
 * file holding the value (Docker and Kubernetes secrets), so it need not sit in the process's environment.
 */
export const secretNames = (Object.keys(envSchema.shape) as (keyof Env)[]).filter((name) => secretSchemas.has(envSchema.shape[name]));

/** `POINTS_PER_DONATION` → `pointsPerDonation`. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<S>;
type Camelized = { [K in keyof Env as CamelCase<K & string>]: Env[K] };

function camelCase(name: string): string {
  return name.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A fixed secret only for development and tests; production must set TOKEN_SECRET. */
const DEVELOPMENT_SECRET = 'development-only-secret-change-me-in-production!';

/** A fixed TOTP encryption key only for development, tests and the demo; production must set TOTP_ENCRYPTION_KEY. */
const DEVELOPMENT_TOTP_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
/** How long a message's provider has to answer when neither MESSAGE_SEND_TIMEOUT_MS nor the deprecated TWILIO_TIMEOUT_MS is set. */
const DEFAULT_MESSAGE_SEND_TIMEOUT_MS = 10_000;

/** The server's configuration: the variables above under camel-case names, with the two defaults that depend on others. */
export const configSchema = envSchema
  .refine((env) => env.NODE_ENV !== 'production' || env.TOKEN_SECRET !== undefined, {
    path: ['TOKEN_SECRET'],
    message: '32+ characters are required in production',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.TOTP_ENCRYPTION_KEY !== undefined, {
    path: ['TOTP_ENCRYPTION_KEY'],
    message: '64 hex characters are required in production',
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.TEST_CLOCK, {
    path: ['TEST_CLOCK'],
    message: 'must not be set in production',
  })
  .refine((env) => env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT: metrics are never served on the public port',
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not exceed REQUEST_TIMEOUT_MS',
  })
  .refine((env) => env.TWILIO_ACCOUNT_SID === undefined || env.TWILIO_AUTH_TOKEN !== undefined, {
    path: ['TWILIO_AUTH_TOKEN'],
    message: 'is required with TWILIO_ACCOUNT_SID',
  })
  .refine(
    (env) => env.TWILIO_ACCOUNT_SID === undefined || env.TWILIO_MESSAGING_SERVICE_SID !== undefined || env.TWILIO_FROM !== undefined,
    { path: ['TWILIO_MESSAGING_SERVICE_SID'], message: 'or TWILIO_FROM is required with TWILIO_ACCOUNT_SID' },
  )
  .refine(
    (env) =>
      [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].every((value) => value === undefined) ||
      [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].every((value) => value !== undefined),
    { path: ['VAPID_PUBLIC_KEY'], message: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are set together or not at all' },
  )
  .refine((env) => env.STAFF_OIDC_ISSUER === undefined || env.STAFF_OIDC_CLIENT_ID !== undefined, {
    path: ['STAFF_OIDC_CLIENT_ID'],
    message: 'is required with STAFF_OIDC_ISSUER',
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.STAFF_OIDC_ISSUER?.startsWith('http:'), {
    path: ['STAFF_OIDC_ISSUER'],
    message: 'must be https in production',
  })
  .transform((env) => {
    const camelized = Object.fromEntries(Object.entries(env).map(([name, value]) => [camelCase(name), value])) as Camelized;
    return {
      ...camelized,
      demoMode: env.DEMO_MODE ?? (env.DATABASE_URL === undefined && env.SEED_DEMO && env.NODE_ENV !== 'production'),
      tokenSecret: env.TOKEN_SECRET ?? DEVELOPMENT_SECRET,
      totpEncryptionKey: env.TOTP_ENCRYPTION_KEY ?? DEVELOPMENT_TOTP_KEY,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : 100),
      messageSendTimeoutMs: env.MESSAGE_SEND_TIMEOUT_MS ?? env.TWILIO_TIMEOUT_MS ?? DEFAULT_MESSAGE_SEND_TIMEOUT_MS,
      twilioWebhookUrl: env.TWILIO_WEBHOOK_URL ?? env.PUBLIC_URL,
    };
  });

export type Config = z.output<typeof configSchema>;

/** A secret file's contents without the one trailing newline an editor or `echo` leaves (Docker and Kubernetes keep it). */
function readSecretFile(name: string, path: string): string {
  try {
    return readFileSync(path, 'utf8').replace(/\r?\n$/, '');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new Error(`Invalid configuration: ${name}_FILE: cannot read ${path} (${reason})`, { cause: error });
  }
}

/** The environment with each `<NAME>_FILE` of a secret replaced by `<NAME>`, its file's contents; both at once is refused. */
function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved = { ...env };
  for (const name of secretNames) {
    const path = env[`${name}_FILE`];
    if (path === undefined) continue;
    if (env[name] !== undefined) throw new Error(`Invalid configuration: ${name} and ${name}_FILE are both set; give one of them`);
    resolved[name] = readSecretFile(name, path);
  }
  return resolved;
}

/** The configuration from the environment, secrets read from their `_FILE`s first; throws naming each variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  return parsed.data;
}
