import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_TIME_ZONE } from '@sorted/core/dates/time-zone';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65_535);
const seconds = z.coerce.number().positive().max(86_400);
const optionalUrl = z.url().optional();
const mailLimit = z.coerce.number().int().positive().max(1_000_000);

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Australia/Sydney');

/** An IP address, or a CIDR range such as 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'must be the number of proxies in front of the server (e.g. 1) or a comma-separated list of their addresses or CIDR ranges; "true" would trust whatever X-Forwarded-For a client sends';

// Which X-Forwarded-For hops to believe: off (the socket address counts), the last n hops, or the hops
// that come from the named proxies. Never all of them: a client would pick its own address.
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value) && Number(value) <= 100) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (value !== 'true' && entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
    return z.NEVER;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite)')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Sorted <no-reply@localhost>'),
  MAIL_POLL_SECONDS: seconds.default(2),
  MAIL_RETRY_SECONDS: seconds.default(30),
  MAIL_LIMIT_PER_HOUR: mailLimit.default(50),
  JOB_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  RECEIPT_POLL_SECONDS: seconds.default(2),
  RECEIPT_LEASE_SECONDS: seconds.default(120),
  MAIL_LIMIT_PER_DAY: mailLimit.default(200),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  SUPPORT_EMAIL: z.email().default('support@localhost'),
  APP_TIMEZONE: timeZone.default(DEFAULT_TIME_ZONE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUSINESS_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  GROW_FOR_NEW_USERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  TRUST_PROXY: trustProxy.optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often the outbox is looked at. */
  mailPollMs: number;
  /** The wait after a failed delivery; it doubles with each further failure. */
  mailRetryMs: number;
  /** How often the job runner looks for due work (recurring invoices). */
  jobPollMs: number;
  /** How often a server looks for receipts to read, and how long one it took stays its own (a killed reader's receipt is taken again after it). */
  receiptReading: { pollMs: number; leaseMs: number };
  /** How many invoices and reminders one account may e-mail in an hour and in a day. */
  mailLimits: { perHour: number; perDay: number };
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  supportEmail: string;
  timeZone: string;
  logLevel: string;
  /** Fastify's trustProxy: false, how many proxy hops, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  /** How many businesses one account may keep. */
  businessLimit: number;
  /** Multiplies every rate limit: browser tests all come from 127.0.0.1. Never raise it in production. */
  rateLimitScale: number;
  /** Every new user gets the grow role while the early-user offer is on. */
  growForNewUsers: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start; a wrong value stops the start with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    sessionSecret: values.SESSION_SECRET ?? generatedSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailPollMs: values.MAIL_POLL_SECONDS * 1000,
    mailRetryMs: values.MAIL_RETRY_SECONDS * 1000,
    jobPollMs: values.JOB_POLL_MS,
    receiptReading: {
      pollMs: values.RECEIPT_POLL_SECONDS * 1000,
      leaseMs: values.RECEIPT_LEASE_SECONDS * 1000,
    },
    mailLimits: { perHour: values.MAIL_LIMIT_PER_HOUR, perDay: values.MAIL_LIMIT_PER_DAY },
    oidc: {
      issuer: values.OIDC_ISSUER,
      clientId: values.GOOGLE_CLIENT_ID,
      clientSecret: values.GOOGLE_CLIENT_SECRET,
    },
    supportEmail: values.SUPPORT_EMAIL,
    timeZone: values.APP_TIMEZONE,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY ?? false,
    businessLimit: values.BUSINESS_LIMIT,
    rateLimitScale: values.RATE_LIMIT_SCALE,
    growForNewUsers: values.GROW_FOR_NEW_USERS,
  };
}

// Generated once and kept beside the data so that cookies and links stay valid across restarts.
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Whether Google sign-in can be offered: both credentials are set. */
export function googleSignInConfigured(config: Pick<Config, 'oidc'>): boolean {
  return Boolean(config.oidc.clientId && config.oidc.clientSecret);
}
