import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * The only reader of process.env. Every variable is documented in the README ("Configuration").
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where the server listens: this machine only (127.0.0.1) unless production or set (config.ts, ZParsedEnv). */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: one short line per event and per request, for a person at a terminal; `json`: pino's lines. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** PostgreSQL server URL; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.url().optional(),
  /** Production runs on PostgreSQL: the embedded PGlite database only when this says so (lib/production-settings.ts). */
  ALLOW_EMBEDDED_DATABASE: bool.default(false),
  /** Relative paths are taken from where the command was typed (npm's INIT_CWD), not from a workspace folder. */
  DATA_DIR: z.string().default('./data'),
  /** Where uploaded images are kept: `local` (UPLOADS_DIR) or `s3`, a bucket of any S3-compatible service (S3_*). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Uploaded images with the local driver; defaults to DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  /** The s3 driver's bucket (private: the API serves the images). S3_BUCKET and the key pair are needed with it. */
  S3_BUCKET: z.string().min(1).optional(),
  /** The S3-compatible service's address (MinIO, Cloudflare R2, …); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The bucket in the path (http://host/bucket/key) instead of the host name: MinIO and most self-hosted services. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Secret for signing cookies and encrypting secrets at rest (≥ 32 chars). Generated into DATA_DIR when unset outside production. */
  APP_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(8 * 60),
  REMEMBER_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * The longest a process trusts a session it looked up without hearing of a change (ADR 27): changes reach every
   * process at once by notification, this bounds a missed one. 0 turns the session cache off.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** The longest a request may take to arrive, headers and body (408 beyond): a stalled upload frees its socket. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Shared rate-limit counters for more than one API process. In memory when unset. */
  REDIS_URL: z.url().optional(),
  /** Sign-in attempts allowed per client IP in 15 minutes (raise it for offices behind one NAT address). */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Requests a minute per API key (one counter per key, shared through Redis when REDIS_URL is set). */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Failed sign-ins per email before it is blocked for 15 minutes. */
  LOGIN_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** Registrations allowed per client IP per hour. */
  REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(10),
  PLATFORM_TIMEZONE: z.string().default('Asia/Bangkok'),
  /** Months of raw clicks kept (the click report); older months are dropped whole, report totals stay. */
  CLICK_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  /** SMTP server for outgoing mail (smtp://user:pass@host:port, smtps:// for TLS). Unset: mail is kept in the outbox table. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('AdPortal <no-reply@adportal.test>'),
  /** The address users reach the portal at, for links in emails. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  TRUST_PROXY: bool.default(false),
  /** Demo data at start: on by default, except in production, where it must be asked for. */
  SEED_DEMO: bool.optional(),
  /** The demo's first-start history is recorded after the server listens (`npm start` sets it); otherwise before. */
  DEMO_HISTORY_IN_BACKGROUND: bool.default(false),
  /** Set by `npm start` while it builds the web app beside the server: wait for its word before reading WEB_DIST. */
  WEB_BUILD_PENDING: bool.default(false),
  /** The Telegram bot's token (from @BotFather). Unset outside production: a local sandbox bot is started. */
  TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
  /** The Bot API root (a self-hosted Bot API server, or a test double). */
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  /**
   * The public https address Telegram POSTs the bot's updates to (…/api/telegram/webhook behind the proxy): any
   * number of processes receive them (modules/telegram/telegram-receive-mode.ts). Needs TELEGRAM_WEBHOOK_SECRET.
   */
  TELEGRAM_WEBHOOK_URL: z
    .url()
    .refine((url) => url.startsWith('https://'), 'Telegram sends webhooks to https addresses only')
    .optional(),
  /** What Telegram sends in X-Telegram-Bot-Api-Secret-Token with every update (its rule: 1–256 of A-Z a-z 0-9 _ -). */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,256}$/, "1 to 256 characters of A-Z a-z 0-9 _ - (Telegram's rule)")
    .optional(),
  /**
   * Long polling for updates in this process (one process only: Telegram refuses a second poller). Unset: polls
   * outside production when no webhook is configured; production asks for a webhook or this said outright.
   */
  TELEGRAM_POLLING: bool.optional(),
  /** The crypto payment provider (NOWPayments protocol) API base, e.g. https://api.nowpayments.io/v1. Unset outside production: a built-in sandbox provider is started. */
  PAYMENT_PROVIDER_URL: z.url().optional(),
  PAYMENT_PROVIDER_API_KEY: z.string().min(1).optional(),
  /** The key of the provider's IPN signatures (HMAC-SHA512). */
  PAYMENT_PROVIDER_IPN_SECRET: z.string().min(1).optional(),
  /** Where the provider POSTs payment callbacks; defaults to PUBLIC_URL + /api/payments/nowpayments/ipn. */
  PAYMENT_IPN_URL: z.url().optional(),
  /** TronGrid API base for checking manual USDT-TRC20 transfers. */
  TRONGRID_URL: z.url().default('https://api.trongrid.io'),
  TRONGRID_API_KEY: z.string().min(1).optional(),
  /** The platform's TRC20 address advertisers send manual deposits to; manual deposits are off when unset. */
  TRON_DEPOSIT_ADDRESS: z.string().optional(),
  /** Hours a manual deposit may wait for its transfer before it times out. */
  MANUAL_DEPOSIT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** A header in which a trusted proxy writes the visitor's country (e.g. cf-ipcountry); unset: the IP database decides. */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  /** How long a served ad's click link stays valid (older clicks are void `expired`). */
  CLICK_LINK_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  /** A click sooner than this after its impression was seen is void `too_fast`. */
  CLICK_MIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Charged clicks one IP may make on one ad within CLICK_IP_WINDOW_MINUTES (more are void `ip_rate`). */
  CLICK_IP_LIMIT: z.coerce.number().int().min(1).default(3),
  CLICK_IP_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** Charged clicks one IP may make in a platform day across all ads; past it the midnight pass voids them (`ip_daily`). */
  DAILY_IP_CLICK_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Impressions one address may count of one ad within IMPRESSION_IP_WINDOW_MINUTES (more are void `ip_rate`). */
  IMPRESSION_IP_LIMIT: z.coerce.number().int().min(1).default(5),
  IMPRESSION_IP_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(5),
  /** How often counted impressions are written (what a crash can lose at most). */
  IMPRESSION_FLUSH_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  /**
   * `window`: a beacon is answered at once and written with the next flush (a crash loses at most
   * IMPRESSION_FLUSH_MS of impressions); `per_request`: answered once written, like a click (ADR 28).
   */
  IMPRESSION_DURABILITY: z.enum(['window', 'per_request']).default('window'),
  /** How often each process checks whether delivery changed (ads, bids, catalogue, balances) and rebuilds its index. */
  DELIVERY_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  /** How often each process re-reads balances and budget spend (other processes' charges). */
  DELIVERY_MONEY_REFRESH_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  /** Recurring jobs (settlement after the platform's midnight, payment expiry, chain watching) in this process. */
  JOBS_ENABLED: bool.default(true),
  /**
   * The bearer token Prometheus sends for `/metrics` (docs/operations.md, "Metrics and health"). In production
   * `/metrics` is served only with it or on METRICS_PORT; otherwise not at all.
   */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** A second listener serving only `/metrics` (with METRICS_TOKEN when that is set too); the app's port then has none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address METRICS_PORT listens on; defaults to HOST. */
  METRICS_HOST: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Server processes on this machine (node:cluster workers sharing PORT; docs/scaling.md). Unset: one per core in
   * production on PostgreSQL, else 1. More than 1 needs DATABASE_URL: the embedded database is one process's.
   */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Set by the cluster's primary in each worker's environment (cluster/worker-role.ts); not an operator's setting. */
  ADPORTAL_WORKER_ROLE: z.enum(['lead', 'follower']).optional(),
  /**
   * The end-to-end server's movable clock: `POST /api/test/clock` moves the app's `now` forward (lib/test-clock.ts).
   * For tests only: refused in production, where the server does not start with it.
   */
  TEST_CLOCK: bool.default(false),
  /**
   * Webhooks may go to loopback, private and link-local addresses and to http:// (local receivers; ADR 33). Unset:
   * true outside production. Refused in production, where endpoints must be public https addresses.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: bool.optional(),
});

/** npm runs a workspace's script inside the workspace; INIT_CWD is where the person typed the command. */
const ZParsedEnv = ZEnv.extend({ INIT_CWD: z.string().optional() })
  .transform(({ INIT_CWD, ...env }) => {
    const base = INIT_CWD ?? process.cwd();
    return {
      ...env,
      // Development and tests answer this machine only (a laptop on a café's network, the sandbox payment
      // provider's keys); production every interface, where a reverse proxy or load balancer reaches it.
      HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
      DATA_DIR: resolve(base, env.DATA_DIR),
      UPLOADS_DIR: env.UPLOADS_DIR === undefined ? undefined : resolve(base, env.UPLOADS_DIR),
      SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
      WEBHOOK_ALLOW_PRIVATE_URLS: env.WEBHOOK_ALLOW_PRIVATE_URLS ?? env.NODE_ENV !== 'production',
      // Pretty where a person runs it (`npm start`); JSON for log collectors (production) and tests.
      LOG_FORMAT: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
      WORKERS:
        env.WORKERS ?? (env.NODE_ENV === 'production' && env.DATABASE_URL ? availableParallelism() : 1),
    };
  })
  .refine((env) => env.WORKERS === 1 || env.DATABASE_URL !== undefined, {
    path: ['WORKERS'],
    message: 'several processes need PostgreSQL (DATABASE_URL): the embedded database belongs to one process',
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'the metrics listener needs a port of its own, not PORT',
  })
  .superRefine((env, context) => {
    if (env.STORAGE_DRIVER !== 's3') return;
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => env[name] === undefined,
    );
    if (missing.length === 0) return;
    context.addIssue({
      code: 'custom',
      path: ['STORAGE_DRIVER'],
      message: `s3 needs ${missing.join(', ')} set too (docs/operations.md, "Uploads in S3-compatible storage")`,
    });
  })
  .refine((env) => (env.TELEGRAM_WEBHOOK_URL === undefined) === (env.TELEGRAM_WEBHOOK_SECRET === undefined), {
    path: ['TELEGRAM_WEBHOOK_SECRET'],
    message:
      'TELEGRAM_WEBHOOK_URL and TELEGRAM_WEBHOOK_SECRET go together: set both for a webhook, or neither',
  })
  .refine((env) => !(env.TELEGRAM_WEBHOOK_URL && env.TELEGRAM_POLLING), {
    path: ['TELEGRAM_POLLING'],
    message:
      'a bot receives by webhook or by long polling, not both: unset TELEGRAM_POLLING or TELEGRAM_WEBHOOK_URL',
  })
  .refine((env) => !(env.TEST_CLOCK && env.NODE_ENV === 'production'), {
    path: ['TEST_CLOCK'],
    message: 'a movable clock is for tests only; unset TEST_CLOCK in production',
  })
  .refine((env) => !(env.WEBHOOK_ALLOW_PRIVATE_URLS && env.NODE_ENV === 'production'), {
    path: ['WEBHOOK_ALLOW_PRIVATE_URLS'],
    message:
      'webhooks to private addresses are for development and tests; unset WEBHOOK_ALLOW_PRIVATE_URLS in production',
  });

export type Config = z.infer<typeof ZParsedEnv> & {
  appSecret: string;
  /** The payment provider is the built-in sandbox (no real money): the UI says so and offers to simulate payment. */
  paymentSandbox?: boolean;
};
export type EnvInput = Record<string, string | undefined>;

export function parseEnv(env: EnvInput = process.env): z.infer<typeof ZParsedEnv> {
  const result = ZParsedEnv.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
