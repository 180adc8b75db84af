/** Environment configuration, validated at boot: a bad value stops the process with a message naming the variable. */
import { z } from 'zod';
import { DEFAULT_MAX_CONSECUTIVE_FAILURES } from '../domain/feedBackoff.ts';
import { DEFAULT_MAX_ITEMS_PER_RUN } from '../domain/feedVolume.ts';
import { parseMailbox } from '../domain/mailHeaders.ts';
import { DEFAULT_IMAGE_MISS_RATE_LIMIT } from '../services/imageProxy.ts';
import { DEFAULT_LIST_MISS_RATE_LIMIT, DEFAULT_LIST_QUERY_LIMITS } from '../services/publicContent.ts';

const onOff = z.enum(['on', 'off'], { error: 'must be "on" or "off"' });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SAMPLE_FEEDS: onOff.default('on'),
  FETCH_ON_START: onOff.default('on'),
  ROLE: z.enum(['all', 'web', 'worker', 'scheduler'], { error: 'must be all, web, worker or scheduler' }).default('all'),
  SCHEDULE: onOff.default('on'),
  FEED_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000).max(120_000).default(15_000),
  FEED_MAX_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(10_000).max(100_000_000).default(5 * 1024 * 1024),
  FEED_ALLOW_PRIVATE_NETWORKS: onOff.default('off'),
  FEED_MAX_CONSECUTIVE_FAILURES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000)
    .default(DEFAULT_MAX_CONSECUTIVE_FAILURES),
  FEED_MAX_ITEMS_PER_RUN: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(DEFAULT_MAX_ITEMS_PER_RUN),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(3_600_000)
    .default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['text', 'json'], { error: 'must be "text" or "json"' }).default('text'),
  SITE_NAME: z.string().min(1).default('Creator Economy India'),
  // Unset: the address this process serves (see loadEnv), so links and feeds follow PORT.
  SITE_URL: z.url({ error: 'must be an absolute URL' }).optional().or(z.literal('').transform(() => undefined)),
  CONTACT_EMAIL: z.email({ error: 'must be an email address' }).default('hello@creatoreconomy.in'),
  // Unset: no mail leaves the site; every message is kept in the mail_outbox table as held (integrations/mail/mailOutbox.ts).
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, hostname: z.regexes.hostname, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@smtp.example.com:587' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .refine((v) => parseMailbox(v) !== null, 'must be one address, e.g. no-reply@example.in or "Site Name <no-reply@example.in>"')
    .default('Creator Economy India <no-reply@creatoreconomy.in>'),
  // Signs session cookies and account tokens. Unset: a random one is made once and kept in DATA_DIR/auth-secret
  // (cli/authSecret.ts); set it explicitly when several processes serve the site, so they all accept each other's cookies.
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional().or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: onOff.default('off'),
  // Bounds on public lists the cache cannot answer (services/publicContent.ts), so unique searches cannot crowd out readers.
  LIST_QUERY_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(120_000).default(DEFAULT_LIST_QUERY_LIMITS.statementTimeoutMs),
  LIST_MISS_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100).default(DEFAULT_LIST_QUERY_LIMITS.maxConcurrent),
  LIST_MISS_QUEUE: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(10_000).default(DEFAULT_LIST_QUERY_LIMITS.maxQueued),
  LIST_MISS_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(DEFAULT_LIST_MISS_RATE_LIMIT),
  IMAGE_MISS_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(DEFAULT_IMAGE_MISS_RATE_LIMIT),
});

/** The validated environment; SITE_URL always set (defaulted from PORT). */
export type Env = Omit<z.output<typeof envSchema>, 'SITE_URL'> & { SITE_URL: string };

/** Thrown with one line per invalid variable. */
export class EnvError extends Error {}

/** Settings that may carry a password: an error shows their value with the password blanked. */
const SECRET_URLS = new Set(['SMTP_URL', 'DATABASE_URL']);

/** The value of `name` as an error message shows it. */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined || !SECRET_URLS.has(name)) return JSON.stringify(value);
  try {
    const u = new URL(value);
    if (u.password) u.password = '***';
    return JSON.stringify(u.href);
  } catch {
    // Unparsable, so the password's place is unknown: nothing after a scheme is shown.
    return `${JSON.stringify(value.replace(/^([a-z0-9+.-]*:\/\/)?.*$/is, '$1…'))}`;
  }
}

/** Parses the environment; throws EnvError naming each bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}` };
  const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (got ${shownValue(String(i.path[0]), source[String(i.path[0])])})`);
  throw new EnvError(`Invalid environment configuration:\n  ${lines.join('\n  ')}`);
}
