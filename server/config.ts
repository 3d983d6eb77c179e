import { z } from 'zod';
import { maintenanceWindowSchema } from '../src/domain/pageConfig';
import { DEFAULT_CARD_ISSUER_DELAY_MS } from './integrations/cardIssuer/cardIssuerConfig';
import { demoUnderwritingMs } from './integrations/underwriting/underwritingConfig';
import { readJobsConfig, type JobsConfig } from './jobs/jobsConfig';
import { readSsoConfig, type SsoConfig } from './sso/ssoConfig';

/**
 * Server configuration, read from the environment once at start and validated, so a bad value
 * stops the server with a clear message instead of failing on the first request.
 *
 * Settings of the demo integrations are read where they start, each documented in README's table:
 * DEMO_BANK_SETTLE_MS (integrations/bank/bankConfig.ts), DEMO_DOCUMENT_REGENERATE_MS
 * (modules/invoiceDocuments/documentConfig.ts).
 *
 * HOST defaults to 127.0.0.1 (not 0.0.0.0): a developer's demo is not exposed to the network by
 * accident. Set HOST=0.0.0.0 in a container or behind a load balancer.
 */
const environments = ['production', 'development', 'test'] as const;
export type PortalEnvironment = (typeof environments)[number];

/** Parses a JSON env value, turning a syntax error into a message naming the variable. */
function jsonEnv(name: string) {
  return z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${name} is not valid JSON` });
      return z.NEVER;
    }
  });
}

const optionalUrl = z.string().trim().min(1).optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORTAL_DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  PORTAL_ENV: z.enum(environments).optional(),
  NODE_ENV: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET needs at least 32 characters').optional(),
  MAINTENANCE_WINDOW: jsonEnv('MAINTENANCE_WINDOW').pipe(maintenanceWindowSchema).optional(),
  FEATURE_FLAGS: jsonEnv('FEATURE_FLAGS').pipe(z.record(z.string(), z.boolean())).optional(),
  HELP_CENTRE_SCRIPT_URL: optionalUrl,
  HELP_CENTRE_ACCOUNT_URL: optionalUrl,
  CDN_ROOT: z.string().trim().min(1).default('/'),
  PROGRAM_ID: z.string().trim().min(1).default('northwind'),
  SECURE_COOKIES: z.enum(['true', 'false', 'auto']).default('auto'),
  SMTP_URL: z.string().trim().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  SMTP_FROM: z.string().trim().min(1).default('Buyer Portal <no-reply@localhost>'),
  DEMO_OUTBOX: z.enum(['true', 'false', 'auto']).default('auto'),
  PUBLIC_URL: z.string().trim().regex(/^https?:\/\/[^/?#]+$/, 'PUBLIC_URL must be an origin such as https://portal.example.com').optional(),
  DEMO_CARD_ISSUER_DELAY_MS: z.coerce.number().int().min(0).max(7 * 24 * 60 * 60 * 1000).default(DEFAULT_CARD_ISSUER_DELAY_MS),
  DEMO_CARD_ISSUER_SECRET: z.string().min(32, 'DEMO_CARD_ISSUER_SECRET needs at least 32 characters').optional(),
  DEMO_MFA_AT_LOGIN: z.enum(['true', 'false']).optional(),
  WEBHOOK_ALLOW_LOCALHOST: z.enum(['true', 'false']).default('false'),
});

export interface PortalConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  environment: PortalEnvironment;
  /** Absent means: generate one and keep it in the data folder (see auth/sessionSecret.ts). */
  sessionSecret: string | undefined;
  maintenanceWindow: z.infer<typeof maintenanceWindowSchema> | null;
  featureFlags: Record<string, boolean>;
  helpCentre: { scriptUrl: string; accountUrl: string | null } | null;
  cdnRoot: string;
  programId: string;
  secureCookies: boolean;
  /** E-mail delivery (server/notify/smtpDelivery.ts); null: messages only go to the outbox table. */
  smtp: { url: string; from: string } | null;
  /**
   * The development outbox page (/dev/outbox, query myOutbox): `DEMO_OUTBOX` true/false, or `auto`
   * (default) = on exactly when SMTP_URL is unset, because then the outbox is the only place a
   * user can read the messages the portal sent them.
   */
  demoOutbox: boolean;
  /**
   * `PUBLIC_URL`: the origin users reach the portal at, for links in e-mails (the invitation's enrol
   * link, password reset). Unset: http://HOST:PORT (localhost for a wildcard HOST). Never taken from a request's Host header (reset-link poisoning).
   */
  publicUrl: string;
  /**
   * The demo card issuer (server/integrations/cardIssuer): `DEMO_CARD_ISSUER_DELAY_MS` (default
   * 3000; 0 = at once) is how long each step of a card takes (create; for a physical card also
   * ship, then activate); `DEMO_CARD_ISSUER_SECRET` derives card numbers from the issuer's tokens
   * (unset: derived from the session secret).
   */
  cardIssuer: { delayMs: number; secret: string | undefined };
  /**
   * `DEMO_MFA_AT_LOGIN` true/false: outside production, sets the demo program's mfaAtLogin switch
   * at start (spec 6 Login scope; the MFA journey's server runs with true). Unset: as seeded (off).
   */
  demoMfaAtLogin?: boolean;
  /**
   * `DEMO_UNDERWRITING_MS` (server/integrations/underwriting/underwritingConfig.ts): unset (null,
   * the default) means underwriting staff decide credit-limit increases and applications in their
   * console; a number of ms lets the demo underwriting decide each that long after it was made.
   */
  demoUnderwritingMs?: number | null;
  /**
   * `WEBHOOK_ALLOW_LOCALHOST` true: webhook endpoints may be loopback addresses (127.0.0.1, ::1,
   * localhost), for a developer's listener on the same machine (the developer journey and tests).
   * Off by default and refused in production; private and metadata addresses are never allowed
   * (machines/rules/webhookUrl.ts).
   */
  webhookAllowLocalhost: boolean;

  // --- Background jobs (server/jobs/jobsConfig.ts): DEMO_JOBS, DEMO_JOBS_CONTROL_PORT, JOBS_POLL_MS ---
  jobs: JobsConfig;

  // --- Single sign-on (server/sso/ssoConfig.ts): SSO_ISSUER, SSO_CLIENT_ID, SSO_CLIENT_SECRET, SSO_DEMO_IDP ---
  sso: SsoConfig;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

function environmentOf(env: z.infer<typeof envSchema>): PortalEnvironment {
  if (env.PORTAL_ENV) return env.PORTAL_ENV;
  if (env.NODE_ENV === 'production' || env.NODE_ENV === 'test') return env.NODE_ENV;
  return 'development';
}

// --- Background jobs (server/jobs/jobsConfig.ts) ---
function readJobs(source: Record<string, string | undefined>, environment: PortalEnvironment): JobsConfig {
  try {
    return readJobsConfig(source, environment);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}
// --- end of background jobs ---

// --- Single sign-on (server/sso/ssoConfig.ts) ---
function readSso(source: Record<string, string | undefined>, environment: PortalEnvironment): SsoConfig {
  try {
    return readSsoConfig(source, environment);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

function readUnderwritingMs(source: Record<string, string | undefined>): number | null {
  try {
    return demoUnderwritingMs(source);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Thrown when the environment is invalid; main.ts prints the message and exits. */
export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): PortalConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const environment = environmentOf(env);
  if (environment === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
    // Several instances share PostgreSQL; a per-folder secret would differ between them.
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET is required in production with DATABASE_URL');
  }
  if (environment === 'production' && env.WEBHOOK_ALLOW_LOCALHOST === 'true') {
    // A webhook to the server's own loopback would let an API user reach internal services.
    throw new ConfigError('Invalid configuration:\n  WEBHOOK_ALLOW_LOCALHOST=true is refused in production');
  }
  // The help-centre script loads only when its URL is set (the CSP then allows that origin alone);
  // the account link is optional beside it.
  const helpCentre = env.HELP_CENTRE_SCRIPT_URL ? { scriptUrl: env.HELP_CENTRE_SCRIPT_URL, accountUrl: env.HELP_CENTRE_ACCOUNT_URL ?? null } : null;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.PORTAL_DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    environment,
    sessionSecret: env.SESSION_SECRET,
    maintenanceWindow: env.MAINTENANCE_WINDOW ?? null,
    featureFlags: env.FEATURE_FLAGS ?? {},
    helpCentre,
    cdnRoot: env.CDN_ROOT,
    programId: env.PROGRAM_ID,
    secureCookies: env.SECURE_COOKIES === 'auto' ? !LOCAL_HOSTS.has(env.HOST) : env.SECURE_COOKIES === 'true',
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM } : null,
    // In production the outbox page would hand one-time codes to whoever holds a session: never by default.
    demoOutbox: env.DEMO_OUTBOX === 'auto' ? !env.SMTP_URL && environment !== 'production' : env.DEMO_OUTBOX === 'true',
    publicUrl: env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT),
    cardIssuer: { delayMs: env.DEMO_CARD_ISSUER_DELAY_MS, secret: env.DEMO_CARD_ISSUER_SECRET },
    ...(env.DEMO_MFA_AT_LOGIN ? { demoMfaAtLogin: env.DEMO_MFA_AT_LOGIN === 'true' } : {}),
    demoUnderwritingMs: readUnderwritingMs(source),
    webhookAllowLocalhost: env.WEBHOOK_ALLOW_LOCALHOST === 'true',
    // --- Background jobs: validated on their own (server/jobs/jobsConfig.ts) ---
    jobs: readJobs(source, environment),
    // --- Single sign-on: validated on its own (server/sso/ssoConfig.ts) ---
    sso: readSso(source, environment),
  };
}

/** Links in e-mails need an address a browser can open: a wildcard bind address is not one. */
function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
