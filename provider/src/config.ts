import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loadSocialClients, type SocialOAuthClient } from './auth/socialOAuth';
import { loadGatewayClients, type GatewayClients } from './payments/gatewayClients';
import { loadTermiiSettings, type TermiiSettings } from './sms/termii';
import type { SocialProvider } from './auth/socialProviders';
import { isLoopbackAddress, LOOPBACK_CALLERS, parseCallerRange } from './http/callerRanges';
import type { S3Settings } from './storage/s3Settings';
import { IN_MEMORY_DATA_DIR } from './inMemory';
// None of the modules above imports this one, even for a type: they are read by the configuration,
// everything else reads it (import/no-cycle holds the value imports).

/** The repository root, so the default data folder does not depend on the working directory. */
const repositoryRoot = path.resolve(__dirname, '../..');

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const environmentSchema = z.object({
  PROVIDER_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  PROVIDER_HOST: z.string().min(1).default('127.0.0.1'),
  PROVIDER_PUBLIC_URL: z.url().optional(),
  APP_URL: z.url().default('http://localhost:3000'),
  PROVIDER_DATA_DIR: z.string().min(1).default(path.join(repositoryRoot, '.data/provider')),
  PROVIDER_FILES_DIR: z.string().min(1).optional(),
  PROVIDER_S3_BUCKET: z.string().min(1).optional(),
  PROVIDER_S3_PREFIX: z.string().regex(/^([\w.-]+\/)*$/, 'Must be folder names each ending in /, like naijahomes/files/').default(''),
  PROVIDER_S3_REGION: z.string().min(1).default('us-east-1'),
  PROVIDER_S3_ENDPOINT: z.url().optional(),
  PROVIDER_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  PROVIDER_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  PROVIDER_S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  PROVIDER_SEED_PHOTO_CACHE_DIR: z.string().min(1).default(path.join(os.tmpdir(), 'naijahomes-seed-photos')),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  PROVIDER_SANDBOX: booleanFlag.default(true),
  PROVIDER_SANDBOX_ALLOW_PUBLIC: booleanFlag.default(false),
  PROVIDER_ALERTS_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
  PROVIDER_TRUSTED_CALLERS: z
    .string()
    .transform((text, context) => {
      const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
      const ranges = entries.map(parseCallerRange);
      const wrong = entries.filter((_, index) => ranges[index] === undefined);
      if (wrong.length > 0) {
        context.addIssue({ code: 'custom', message: `Must be IP addresses or CIDR ranges (like 10.0.1.0/24), separated by commas; not ${wrong.join(', ')}` });
        return z.NEVER;
      }
      return ranges as string[];
    })
    .default(() => [...LOOPBACK_CALLERS]),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PHONE_CODES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'Must be an smtp:// or smtps:// address, like smtps://user:password@smtp.example.com:465' })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'Must be an address, like NaijaHomes <no-reply@naijahomes.example>')
    .optional(),
  NODE_ENV: z.string().optional(),
});

export type ProviderConfig = {
  port: number;
  host: string;
  /** Base of every file link the provider hands out, without a trailing slash. */
  publicUrl: string;
  /** The web app's public origin: e-mailed links and sandbox redirects point here. */
  appUrl: string;
  /** PGlite data folder, or IN_MEMORY_DATA_DIR. Ignored when `databaseUrl` is set. */
  dataDir: string;
  /**
   * Folder of uploaded bytes (storage/fileStorage.ts): PROVIDER_FILES_DIR, else beside the data
   * folder (`<dataDir>-files`); IN_MEMORY_DATA_DIR for a temporary one with an in-memory database.
   */
  filesDir: string;
  /**
   * Where the seed keeps the photos it makes (seed/photos.ts), so only the first seed on a machine
   * makes them: PROVIDER_SEED_PHOTO_CACHE_DIR, else a folder in the system's temporary folder.
   */
  seedPhotoCacheDir: string;
  /**
   * The bucket that holds the file bytes instead of `filesDir` (PROVIDER_S3_BUCKET and the other
   * PROVIDER_S3_* variables), for providers on machines that share no disk; unset, the folder.
   */
  s3: S3Settings | undefined;
  /** A real PostgreSQL server to use instead of PGlite. */
  databaseUrl: string | undefined;
  /** Connections the provider keeps to `databaseUrl` (per provider process). */
  databasePoolSize: number;
  /** PostgreSQL's statement_timeout on those connections; 0 = none. A stuck query fails instead of holding a connection. */
  databaseStatementTimeoutMs: number;
  /** The outbox, social sign-in and gateway pages exist only in sandbox mode. */
  sandbox: boolean;
  /** Google and Facebook sign-in through their OAuth endpoints; a network not listed uses the sandbox. */
  social: Partial<Record<SocialProvider, SocialOAuthClient>>;
  /** Paystack and Flutterwave through their APIs; a gateway not listed uses the sandbox checkout. */
  gateways: GatewayClients;
  /** How long a call to a gateway's API may take (PAYMENT_GATEWAY_TIMEOUT_MS). */
  gatewayTimeoutMs: number;
  /** Phone confirmation codes texted per day, all members together (PHONE_CODES_PER_DAY): a cap on the SMS bill. */
  phoneCodesPerDay: number;
  /** The sandbox also answers clients on other machines (PROVIDER_SANDBOX_ALLOW_PUBLIC). */
  sandboxAllowPublic: boolean;
  /**
   * Signs the unsubscribe links of alert e-mails (PROVIDER_ALERTS_SECRET). Unset, a random one per
   * process: links in mails sent before a restart then stop working, so production sets it.
   */
  alertsSecret: string;
  /**
   * Ranges (`address/prefix`) of the callers whose `X-Forwarded-For` names the browser: the web
   * instances (PROVIDER_TRUSTED_CALLERS, loopback by default). Anyone else is limited by its socket's address.
   */
  trustedCallers: string[];
  /**
   * Real e-mail (SMTP_URL and MAIL_FROM): every mail is still recorded in the outbox, and delivered
   * from there by mail/delivery.ts. Unset, mails are only recorded.
   */
  mail: MailSettings | undefined;
  /** Real text messages through Termii (TERMII_API_KEY and TERMII_SENDER_ID); unset, the sandbox's SMS outbox or none. */
  termii: TermiiSettings | undefined;
};

export type MailSettings = { smtpUrl: string; from: string };

const isLoopbackHost = (host: string) => host === 'localhost' || isLoopbackAddress(host);

/**
 * The sandbox hands out every e-mail (reset links included) and approves any payment: it may run
 * only on a machine of one's own. In production, or listening beyond loopback, the provider refuses
 * to start with it on, unless PROVIDER_SANDBOX_ALLOW_PUBLIC says that is meant (docs/deploy.md).
 */
function refuseUnsafeSandbox(env: z.infer<typeof environmentSchema>) {
  if (!env.PROVIDER_SANDBOX || env.PROVIDER_SANDBOX_ALLOW_PUBLIC) return;
  const reason =
    env.NODE_ENV === 'production'
      ? 'NODE_ENV is production'
      : isLoopbackHost(env.PROVIDER_HOST)
        ? undefined
        : `PROVIDER_HOST ${env.PROVIDER_HOST} is not a loopback address`;
  if (reason) {
    throw new Error(
      `The sandbox (outbox with every e-mail, payment approval) is on and ${reason}. ` +
        'Set PROVIDER_SANDBOX=false (see docs/deploy.md), or PROVIDER_SANDBOX_ALLOW_PUBLIC=true for a demo on a trusted network.',
    );
  }
}

function s3Settings(env: z.infer<typeof environmentSchema>): S3Settings | undefined {
  const { PROVIDER_S3_BUCKET: bucket, PROVIDER_S3_ACCESS_KEY_ID: accessKeyId, PROVIDER_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket) return undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Invalid provider environment: set both PROVIDER_S3_ACCESS_KEY_ID and PROVIDER_S3_SECRET_ACCESS_KEY, or neither (the SDK then finds credentials itself)');
  }
  return {
    bucket,
    prefix: env.PROVIDER_S3_PREFIX,
    region: env.PROVIDER_S3_REGION,
    endpoint: env.PROVIDER_S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible stores mostly want the bucket in the path; AWS wants it in the host name.
    forcePathStyle: env.PROVIDER_S3_FORCE_PATH_STYLE ?? env.PROVIDER_S3_ENDPOINT !== undefined,
  };
}

function mailSettings(env: z.infer<typeof environmentSchema>): MailSettings | undefined {
  if (!env.SMTP_URL) return undefined;
  if (!env.MAIL_FROM) {
    throw new Error('Invalid provider environment: SMTP_URL is set but MAIL_FROM is not; set the sender, like MAIL_FROM="NaijaHomes <no-reply@naijahomes.example>"');
  }
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ProviderConfig {
  // Empty variables (`FOO=` in a .env file) mean "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(`Invalid provider environment:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  refuseUnsafeSandbox(env);
  const dataDir = env.PROVIDER_DATA_DIR === IN_MEMORY_DATA_DIR ? IN_MEMORY_DATA_DIR : path.resolve(repositoryRoot, env.PROVIDER_DATA_DIR);
  return {
    port: env.PROVIDER_PORT,
    host: env.PROVIDER_HOST,
    publicUrl: withoutTrailingSlash(env.PROVIDER_PUBLIC_URL ?? `http://127.0.0.1:${env.PROVIDER_PORT}`),
    appUrl: withoutTrailingSlash(env.APP_URL),
    dataDir,
    filesDir: env.PROVIDER_FILES_DIR
      ? path.resolve(repositoryRoot, env.PROVIDER_FILES_DIR)
      : dataDir === IN_MEMORY_DATA_DIR
        ? IN_MEMORY_DATA_DIR
        : `${dataDir}-files`,
    seedPhotoCacheDir: path.resolve(repositoryRoot, env.PROVIDER_SEED_PHOTO_CACHE_DIR),
    s3: s3Settings(env),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    sandbox: env.PROVIDER_SANDBOX,
    social: loadSocialClients(present),
    gateways: loadGatewayClients(present),
    gatewayTimeoutMs: env.PAYMENT_GATEWAY_TIMEOUT_MS,
    phoneCodesPerDay: env.PHONE_CODES_PER_DAY,
    sandboxAllowPublic: env.PROVIDER_SANDBOX_ALLOW_PUBLIC,
    alertsSecret: env.PROVIDER_ALERTS_SECRET ?? randomBytes(32).toString('base64url'),
    trustedCallers: env.PROVIDER_TRUSTED_CALLERS,
    mail: mailSettings(env),
    termii: loadTermiiSettings(present),
  };
}
