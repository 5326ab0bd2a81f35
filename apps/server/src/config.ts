import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = z
  .url({ message: 'must be an http(s) URL such as http://localhost:3000' })
  .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
  .transform((v) => v.replace(/\/+$/, ''));

/** The built-in sandbox's store; never valid in production. */
const SANDBOX_STORE = { id: 'dpms0sandbox', password: 'dpms0sandbox@ssl' };

/** SSLCommerz's public test gateway: real protocol, no real money. */
const SSLCOMMERZ_TEST_HOST = 'sandbox.sslcommerz.com';

/** localhost, *.localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** Where the in-process emulator answers; a gateway URL equal to it turns the emulator on. */
function sandboxUrlFor(env: { PUBLIC_URL?: string; PORT: number }): string {
  return `${publicUrlFor(env)}/sandbox/sslcommerz`;
}

function publicUrlFor(env: { PUBLIC_URL?: string; PORT: number }): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).optional(),
    PUBLIC_URL: httpUrl.optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// or postgresql:// URL')
      .refine((v) => URL.canParse(v), 'is not a valid URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:pass@host:port')
      .optional(),
    MAIL_FROM: z.string().min(3).default('DPMS <no-reply@dpms.local>'),
    SSLCOMMERZ_STORE_ID: z.string().min(1).default(SANDBOX_STORE.id),
    SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).default(SANDBOX_STORE.password),
    SSLCOMMERZ_BASE_URL: httpUrl.optional(),
    OIDC_ISSUER: httpUrl.optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_LABEL: z.string().trim().min(1).max(60, 'must be at most 60 characters').optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    SEED_DEMO: booleanFlag.optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    STUDENT_IDS_FILE: z.string().min(1).optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    STUDENT_EMAIL_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain such as students.example.edu, without @')
      .optional(),
    SSLCOMMERZ_SANDBOX: booleanFlag.default(false),
    FRESH_SIGN_IN_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int()
      .min(5, 'must be at least 5')
      .max(3600, 'must be at most 3600')
      .default(600),
    // Authenticator apps show 30-second codes; a shorter step is for the browser journeys alone,
    // whose admins would otherwise wait up to 30 s for each next code (refused in production).
    TOTP_PERIOD_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number')
      .min(5, 'must be at least 5')
      .max(30, 'must be at most 30')
      .default(30),
    RECONCILE_INTERVAL_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int()
      .min(1, 'must be at least 1')
      .default(300),
    RECONCILE_AFTER_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int()
      .min(0, 'must not be negative')
      .default(600),
    SHUTDOWN_DELAY_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(120, 'must be at most 120')
      .default(0),
    METRICS_PORT: z.coerce
      .number({ message: 'must be a port number (0 turns the metrics listener off)' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(9464),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_ALLOW: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((cidr) => cidr.trim())
          .filter(Boolean),
      )
      .refine((cidrs) => cidrs.every(isCidr), 'must be networks like 10.0.0.0/8, separated by commas'),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT: booleanFlag.default(true),
    TRUST_PROXY: z
      .string()
      .refine(
        isTrustProxy,
        "must be the proxies' addresses (such as 127.0.0.1 or 10.0.0.0/8, or loopback), a number of proxy hops, true or false",
      )
      .default('false'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (Boolean(env.OIDC_ISSUER) !== Boolean(env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
    // Demo accounts with published passwords, an open mailbox and a fake gateway are for one's
    // own machine: outside production the public address must be a loopback one.
    if (env.NODE_ENV !== 'production' && env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: `must be a localhost or loopback address outside production (NODE_ENV is ${env.NODE_ENV}); set NODE_ENV=production to serve ${env.PUBLIC_URL}`,
      });
    }
    if (env.NODE_ENV === 'production' && env.TOTP_PERIOD_SECONDS !== 30) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOTP_PERIOD_SECONDS'],
        message: 'must be 30 in production (authenticator apps show 30-second codes)',
      });
    }
    if (env.NODE_ENV === 'production' && env.SEED_DEMO) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'must not be true in production (the demo accounts have published passwords)',
      });
    }
    if (
      env.NODE_ENV === 'production' &&
      env.SSLCOMMERZ_BASE_URL &&
      new URL(env.SSLCOMMERZ_BASE_URL).hostname === SSLCOMMERZ_TEST_HOST &&
      !env.SSLCOMMERZ_SANDBOX
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SSLCOMMERZ_BASE_URL'],
        message: `is SSLCommerz's test host, which takes no real money; set SSLCOMMERZ_SANDBOX=true if that is what you want in production`,
      });
    }
    // The emulator's Pay button moves no money: production must name a real gateway and its own store.
    if (env.NODE_ENV === 'production') {
      if (!env.SSLCOMMERZ_BASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['SSLCOMMERZ_BASE_URL'],
          message: 'is required in production (the built-in sandbox takes no real money)',
        });
      } else if (env.SSLCOMMERZ_BASE_URL === sandboxUrlFor(env)) {
        ctx.addIssue({
          code: 'custom',
          path: ['SSLCOMMERZ_BASE_URL'],
          message:
            'must name the real SSLCommerz gateway in production, not the built-in sandbox (it takes no real money)',
        });
      } else if (env.SSLCOMMERZ_STORE_PASSWORD === SANDBOX_STORE.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['SSLCOMMERZ_STORE_PASSWORD'],
          message: 'must be your own store password in production',
        });
      }
    }
  });

/** The server's whole configuration, parsed once from the environment. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sslcommerz: { storeId: string; storePassword: string; baseUrl: string; sandboxEnabled: boolean };
  /** Third-party sign-in; `label` is the login button's text. */
  oidc: { issuer: string; clientId: string; clientSecret: string; label: string } | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  studentIdsFile: string | undefined;
  /** When set, student accounts must use an e-mail address at this domain. */
  studentEmailDomain: string | undefined;
  logLevel: string;
  /**
   * The Prometheus listener (metrics/server.ts): its own port (0: off) and address, loopback by
   * default; `allow` networks and the bearer of `token` may read it too.
   */
  metrics: { port: number; host: string; allow: string[]; token: string | undefined };
  /** How recent an admin's sign-in must be for refunds, promotions, deletions and allow-list imports. */
  freshSignInMs: number;
  /** The authenticator codes' time step: 30 s, shorter only outside production (the journeys). */
  totpPeriodSeconds: number;
  /** How often reconciliation runs, and how old a pending payment must be before it asks the gateway. */
  reconcile: { everyMs: number; pendingAfterMs: number };
  rateLimit: boolean;
  /**
   * After SIGTERM, how long readiness answers 503 while requests are still served, so that the
   * load balancer stops sending new ones before this instance stops listening.
   */
  shutdownDelayMs: number;
  /**
   * Who may say, in X-Forwarded-For and X-Forwarded-Proto, who the client is and whether it came
   * over HTTPS: the proxies' addresses (a request straight to an instance from anywhere else
   * claims neither), a number of hops (whoever connects is believed), true (anyone) or false
   * (no one, so clients cannot pick their address).
   */
  trustProxy: boolean | number | string[];
  /** The built web app's folder (WEB_DIST_DIR); unset: found beside the sources or the bundle. */
  webDistDir: string | undefined;
}

export class ConfigError extends Error {}

/** `10.0.0.0/8`, `192.168.1.7` or `fd00::/8`: an address, and optionally a prefix length. */
function isCidr(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return Number.isInteger(n) && n >= 0 && n <= (family === 6 ? 128 : 32);
}

/** proxy-addr's names for address ranges, which TRUST_PROXY may use too. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isTrustProxy(value: string): boolean {
  if (/^(true|false|\d{1,2})$/.test(value)) return true;
  return value.split(',').every((item) => PROXY_RANGE_NAMES.includes(item.trim()) || isCidr(item.trim()));
}

/** TRUST_PROXY as Fastify takes it: a list of addresses and ranges is checked against the connecting peer. */
function trustProxyOf(value: string): Config['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value.split(',').map((item) => item.trim());
}

/** The third-party sign-in button's text unless OIDC_LABEL says otherwise. */
export const DEFAULT_OIDC_LABEL = 'Continue with university account';

/** Parses the environment; a bad value throws one line naming the variable and what is wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const env = parsed.data;
  const port = env.PORT;
  const publicUrl = publicUrlFor(env);
  const dataDir = path.resolve(env.DATA_DIR);
  const sandboxUrl = sandboxUrlFor(env);
  const config: Config = {
    env: env.NODE_ENV,
    port,
    // Outside production nothing listens beyond this machine unless HOST says so.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    authSecret: env.AUTH_SECRET ?? (overrides.authSecret || developmentSecret(dataDir)),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sslcommerz: {
      storeId: env.SSLCOMMERZ_STORE_ID,
      storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
      baseUrl: env.SSLCOMMERZ_BASE_URL ?? sandboxUrl,
      sandboxEnabled: (env.SSLCOMMERZ_BASE_URL ?? sandboxUrl) === sandboxUrl,
    },
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            label: env.OIDC_LABEL ?? DEFAULT_OIDC_LABEL,
          }
        : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    studentIdsFile: env.STUDENT_IDS_FILE,
    studentEmailDomain: env.STUDENT_EMAIL_DOMAIN,
    logLevel: env.LOG_LEVEL,
    freshSignInMs: env.FRESH_SIGN_IN_SECONDS * 1000,
    totpPeriodSeconds: env.TOTP_PERIOD_SECONDS,
    reconcile: {
      everyMs: env.RECONCILE_INTERVAL_SECONDS * 1000,
      pendingAfterMs: env.RECONCILE_AFTER_SECONDS * 1000,
    },
    rateLimit: env.RATE_LIMIT,
    metrics: {
      port: env.METRICS_PORT,
      host: env.METRICS_HOST,
      allow: env.METRICS_ALLOW,
      token: env.METRICS_TOKEN,
    },
    shutdownDelayMs: env.SHUTDOWN_DELAY_SECONDS * 1000,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    webDistDir: env.WEB_DIST_DIR,
  };
  return { ...config, ...overrides };
}

/** Development only: a random secret made once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
