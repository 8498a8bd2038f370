import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Every value is validated here so a bad
 * deployment stops at start-up with one clear line per bad value.
 */
const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || URL.canParse(v), { message: `must be a URL such as ${example}` })
    .refine((v) => v === undefined || !URL.canParse(v) || protocols.includes(new URL(v).protocol), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    /** Unset: every interface, except in production without PUBLIC_URL, where only loopback (see parseConfig). */
    HOST: z.string().trim().min(1).optional(),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('.data'),
    NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://www.example.com'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    WEB_DIST_DIR: z.string().trim().optional(),
    ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(256).optional(),
    ADMIN_NAME: z.string().trim().min(1).max(200).default('Administrator'),
    SESSION_IDLE_MINUTES: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(60 * 24 * 30)
      .default(120),
    SESSION_MAX_HOURS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(24 * 90)
      .default(12),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
    MAIL_FROM: z.string().trim().min(3).default('"Elite Business Advisory" <no-reply@elitebusinessadvisory.com>'),
    TEAM_EMAIL: z.email('must be an e-mail address').default('advisors@elitebusinessadvisory.com'),
    /** The domain of reply addresses (reply+<token>@…); its MX points at this server or a provider (docs/conversations.md#reply-addresses). */
    INBOUND_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a domain name such as reply.example.com')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The built-in SMTP receiver's port; unset: no receiver (docs/conversations.md#receiving-by-smtp). */
    INBOUND_SMTP_PORT: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({ message: 'must be a number' })
        .int('must be a whole number')
        .min(0, 'must be between 0 and 65535')
        .max(65535, 'must be between 0 and 65535')
        .optional(),
    ),
    INBOUND_SMTP_HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
    /** PEM files of the receiver's certificate and key: set, it offers STARTTLS (docs/conversations.md#receiving-by-smtp). */
    INBOUND_SMTP_TLS_CERT: z
      .string()
      .trim()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    INBOUND_SMTP_TLS_KEY: z
      .string()
      .trim()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The shared secret of POST /api/mail/inbound; unset: that door is closed (404). */
    INBOUND_WEBHOOK_SECRET: z
      .string()
      .trim()
      .min(24, 'must be at least 24 characters')
      .max(256)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    OUTBOX_LEASE_SECONDS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(5, 'must be at least 5').max(3600).default(120),
    /** Read only by `npm run admin:create`, so a password never sits in shell history. */
    ADMIN_CREATE_PASSWORD: z.string().optional(),
    /** Days after which the SSN of a checkout that was never paid is erased (the order stays). */
    RETENTION_UNPAID_SSN_DAYS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(3650, 'must be at most 3650')
      .default(30),
    RATE_LIMIT_SCALE: z.coerce.number({ message: 'must be a number' }).positive('must be above 0').default(1),
    // Payments: all three Stripe keys switch from the simulated provider to Stripe (docs/decisions/0008-payments-simulated-and-recorded-by-the-server.md).
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must look like sk_test_... or sk_live_...')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_\w+$/, 'must look like pk_test_... or pk_live_...')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_\w+$/, 'must look like whsec_...')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** 32 bytes as 64 hex characters; without it a key is generated once under DATA_DIR (demo mode). */
    SSN_ENCRYPTION_KEY: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
    if (stripeKeys !== 0 && stripeKeys !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'must be set together with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (all three, or none for simulated payments)',
      });
    }
    if (Boolean(env.INBOUND_SMTP_TLS_CERT) !== Boolean(env.INBOUND_SMTP_TLS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['INBOUND_SMTP_TLS_CERT'], message: 'and INBOUND_SMTP_TLS_KEY must be set together' });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_USERNAME'], message: 'and ADMIN_PASSWORD must be set together' });
    }
  });

export type Config = Omit<z.output<typeof envSchema>, 'HOST' | 'INBOUND_DOMAIN'> & {
  /** The address to listen on (HOST, or its default). */
  HOST: string;
  /** INBOUND_DOMAIN, or PUBLIC_URL's host name (localhost without it). */
  INBOUND_DOMAIN: string;
  /** Absolute DATA_DIR (a relative one is under the project root). */
  dataDir: string;
  /** Absolute folder of the built web app (index.html, assets, prerendered pages). */
  webDistDir: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A host name or address that only this machine can reach. */
function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  return h === 'localhost' || h === '::1' || h === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        // Never echo DATABASE_URL's value: it carries a password.
        return `${name} ${issue.message}`;
      }),
    );
  }
  const value = result.data;
  const production = value.NODE_ENV === 'production';
  // In production the site's origin must be known: every link, and the cross-site check, rely on it. Without
  // PUBLIC_URL the server serves this machine only (docs/decisions/0023-trusted-origin.md).
  if (production && !value.PUBLIC_URL && value.HOST !== undefined && !isLoopbackHost(value.HOST)) {
    throw new ConfigError([
      `PUBLIC_URL must be set when NODE_ENV=production and HOST is ${value.HOST}: set it to the site's public address (https://...), or leave HOST unset to serve this machine only`,
    ]);
  }
  return {
    ...value,
    HOST: value.HOST ?? (production && !value.PUBLIC_URL ? '127.0.0.1' : '0.0.0.0'),
    INBOUND_DOMAIN: value.INBOUND_DOMAIN ?? (value.PUBLIC_URL ? new URL(value.PUBLIC_URL).hostname.toLowerCase() : 'localhost'),
    // Against the project root, not the working folder: workspace scripts (`npm run admin:create`) run in api/, and
    // must reach the database the site uses.
    dataDir: path.resolve(repoRoot, value.DATA_DIR),
    webDistDir: path.resolve(value.WEB_DIST_DIR ?? path.join(repoRoot, 'web/dist/client')),
  };
}
