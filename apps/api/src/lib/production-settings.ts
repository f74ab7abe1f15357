// What a production start refuses (issue 28): a setting that is safe for trying the portal on one machine but not
// for real users and real money. main.ts checks them before it opens anything, so a refused start leaves nothing
// half-started, and prints one line for each.

export interface ProductionSettings {
  NODE_ENV: string;
  APP_SECRET?: string | undefined;
  DATABASE_URL?: string | undefined;
  ALLOW_EMBEDDED_DATABASE: boolean;
  PAYMENT_PROVIDER_URL?: string | undefined;
  PAYMENT_PROVIDER_API_KEY?: string | undefined;
  PAYMENT_PROVIDER_IPN_SECRET?: string | undefined;
  TELEGRAM_BOT_TOKEN?: string | undefined;
  TELEGRAM_API_ROOT: string;
  TELEGRAM_WEBHOOK_URL?: string | undefined;
  TELEGRAM_POLLING?: boolean | undefined;
}

/** Loopback and unqualified local names: where the built-in sandboxes and test doubles listen. */
function isLocal(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host.startsWith('127.');
}

/** A payment provider's sandbox (NOWPayments' is api-sandbox.nowpayments.io) takes no real money. */
function isSandboxHost(url: string): boolean {
  return /(^|[.-])sandbox([.-]|$)/i.test(new URL(url).hostname);
}

/** One line per unsafe setting of a production start (none outside production). */
export function unsafeProductionSettings(settings: ProductionSettings): string[] {
  if (settings.NODE_ENV !== 'production') return [];
  const lines: string[] = [];
  if (!settings.APP_SECRET) {
    lines.push(
      'APP_SECRET is not set: production needs a secret of its own, at least 32 characters (e.g. `openssl rand -base64 48`), kept with the backups.',
    );
  }
  if (!settings.DATABASE_URL && !settings.ALLOW_EMBEDDED_DATABASE) {
    lines.push(
      'DATABASE_URL is not set: production runs on PostgreSQL. The embedded PGlite database is for trying and development; set ALLOW_EMBEDDED_DATABASE=true to run on it anyway (one process only).',
    );
  }
  const payment = settings.PAYMENT_PROVIDER_URL;
  if (payment && (isLocal(payment) || isSandboxHost(payment))) {
    lines.push(
      `PAYMENT_PROVIDER_URL is a sandbox or local address (${new URL(payment).host}): production takes real payments from the provider's live API.`,
    );
  }
  if (payment && (!settings.PAYMENT_PROVIDER_API_KEY || !settings.PAYMENT_PROVIDER_IPN_SECRET)) {
    lines.push(
      'PAYMENT_PROVIDER_URL is set without PAYMENT_PROVIDER_API_KEY and PAYMENT_PROVIDER_IPN_SECRET: payments could be neither created nor their callbacks verified.',
    );
  }
  const token = settings.TELEGRAM_BOT_TOKEN;
  if (token && (token.startsWith('sandbox:') || isLocal(settings.TELEGRAM_API_ROOT))) {
    lines.push(
      'Telegram points at a sandbox bot (a `sandbox:` token or a local TELEGRAM_API_ROOT): set the token @BotFather gave, or leave TELEGRAM_BOT_TOKEN unset to turn Telegram off.',
    );
  }
  // A real bot only (the sandbox's line above comes first): how it receives is the next thing to settle.
  else if (token && !settings.TELEGRAM_WEBHOOK_URL && settings.TELEGRAM_POLLING === undefined) {
    lines.push(
      'Telegram has no way to receive updates chosen: set TELEGRAM_WEBHOOK_URL and TELEGRAM_WEBHOOK_SECRET (any number of processes), or TELEGRAM_POLLING=true in exactly one process and TELEGRAM_POLLING=false in the others.',
    );
  }
  return lines;
}
