import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads; the README's configuration table lists the same. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SEED_DEMO: booleanFlag.default(true),
  DEMO_MODE: booleanFlag.optional(),
  TOKEN_SECRET: z.string().min(32).optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  BRAND_NAME: z.string().min(1).default('Demo Plasma'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().min(3).default('no-reply@example.com'),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  DONOR_CARE_EMAIL: z.string().email().default('donorcare@example.com'),
  APP_STORE_URL: z
    .string()
    .url()
    .regex(/^https?:/)
    .default('https://apps.apple.com/'),
  CONSENT_SCRIPT_URL: z
    .string()
    .url()
    .regex(/^https?:/)
    .optional(),
  PLAY_STORE_URL: z
    .string()
    .url()
    .regex(/^https?:/)
    .default('https://play.google.com/store/apps'),
  OPS_API_KEY: z.string().min(24).optional(),
  POINTS_PER_DONATION: z.coerce.number().int().min(0).max(100_000).default(100),
  REFERRAL_BONUS_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(500),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  seedDemo: boolean;
  demoMode: boolean;
  tokenSecret: string;
  webDistDir: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** The provider's name in messages sent to donors. */
  brandName: string;
  /** Where the portal is reached, for links in messages (password reset). */
  publicUrl: string;
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** PBKDF2 iterations of one captcha try: the visitor's work grows with it. */
  captchaCost: number;
  /** Where donor-care requests are sent (through the outbox). */
  donorCareEmail: string;
  /** Where `/qrcode` sends iPhones and Android phones. */
  appStoreUrl: string;
  /** A consent-banner script loaded for signed-in donors (spec 1); none by default. */
  consentScriptUrl: string | undefined;
  playStoreUrl: string;
  /** Key the centers' systems send to `POST /api/ops/visits`; without it the route does not exist. */
  opsApiKey: string | undefined;
  /** Base points of one completed donation, before the membership bonus. */
  pointsPerDonation: number;
  /** Points the referring donor gets when the person referred completes a second donation. */
  referralBonusPoints: number;
}

/** A fixed secret only for development and tests; production must set TOKEN_SECRET. */
const DEVELOPMENT_SECRET = 'development-only-secret-change-me-in-production!';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.TOKEN_SECRET) {
    throw new Error('Invalid configuration: TOKEN_SECRET (32+ characters) is required in production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO,
    demoMode: e.DEMO_MODE ?? e.NODE_ENV !== 'production',
    tokenSecret: e.TOKEN_SECRET ?? DEVELOPMENT_SECRET,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    brandName: e.BRAND_NAME,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    captchaCost: e.CAPTCHA_COST,
    donorCareEmail: e.DONOR_CARE_EMAIL,
    appStoreUrl: e.APP_STORE_URL,
    consentScriptUrl: e.CONSENT_SCRIPT_URL,
    playStoreUrl: e.PLAY_STORE_URL,
    opsApiKey: e.OPS_API_KEY,
    pointsPerDonation: e.POINTS_PER_DONATION,
    referralBonusPoints: e.REFERRAL_BONUS_POINTS,
  };
}
