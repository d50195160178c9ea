import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { SocialProvider } from '@/lib/forms/auth';

/**
 * The server's environment, checked by zod and read lazily (on first use, not at import) so
 * `next build` works without any of it set.
 */

const MIN_SECRET_LENGTH = 32;

/** Unset and empty (`FOO=` in a .env file) both mean "not configured". */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A versioned secret: `<id>:<secret>`; iron-session seals with the highest id and opens any listed. */
const versionedSecret = z
  .string()
  .trim()
  .regex(/^\d+:.+$/, 'each previous secret is written <id>:<secret>, e.g. 1:old-secret')
  .transform((entry) => {
    const separator = entry.indexOf(':');
    return { id: Number(entry.slice(0, separator)), secret: entry.slice(separator + 1) };
  })
  .refine((entry) => entry.secret.length >= MIN_SECRET_LENGTH, `secrets need at least ${MIN_SECRET_LENGTH} characters`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PROVIDER_URL: z.url().default('http://127.0.0.1:4010'),
  /**
   * The provider's address as browsers see it (file links, social sign-in pages), when it differs from
   * PROVIDER_URL. lib/vst/file-link.ts reads both to rewrite file links.
   */
  PROVIDER_PUBLIC_URL: z.url().optional(),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SESSION_SECRET: z.string().min(MIN_SECRET_LENGTH).optional(),
  /** Secrets that still open cookies after a rotation, e.g. `1:the-old-secret`; comma separated. */
  SESSION_SECRETS_PREVIOUS: z
    .string()
    .optional()
    .transform((list) => (list ?? '').split(',').filter((entry) => entry.trim() !== ''))
    .pipe(z.array(versionedSecret)),
  APP_URL: z.url().default('http://localhost:3000'),
  COOKIE_SECURE: booleanFlag.optional(),
  // Social sign-in (docs/configuration.md): the client ids send the browser to Google's and Facebook's own pages;
  // the embedded provider holds the secrets. SOCIAL_SIGN_IN_SANDBOX: the provider's sandbox pages
  // stand in for a network without a client id (`npm start` sets it when the sandbox is on).
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v23.0/dialog/oauth'),
  SOCIAL_SIGN_IN_SANDBOX: booleanFlag.optional(),
  /** Shared state of several web instances (Next's cache; the security state too unless REDIS_SECURITY_URL): server/redis.ts. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The Redis for the security state (ended sessions, rate limits, write keys), one that never evicts: server/redis.ts. */
  REDIS_SECURITY_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Proxies we run in front of the site, counted from the right of X-Forwarded-For (server/http/client-address.ts). */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /** Where resized pictures are kept (server/images/variant-store.ts); a volume all instances share, to share them. */
  MEDIA_VARIANTS_DIR: optionalText,
});

/** How the browser signs in with a network: its real authorization page, or the provider's sandbox page. */
export type SocialSignInRoute = { kind: 'oauth'; clientId: string; authorizationUrl: string } | { kind: 'sandbox' };

export type ServerEnv = {
  providerUrl: string;
  /** Where the browser can reach provider-hosted pages (the social sign-in sandbox). */
  providerPublicUrl: string;
  providerTimeoutMs: number;
  appUrl: string;
  cookieSecure: boolean;
  /** Networks offered for sign-in; one with neither a client id nor the sandbox is absent. */
  socialSignIn: Partial<Record<SocialProvider, SocialSignInRoute>>;
  /** Unset: every instance keeps its cache in its own memory (and its counters, without securityRedisUrl). */
  redisUrl: string | undefined;
  /** Where the security state is shared: REDIS_SECURITY_URL, else REDIS_URL; unset: in each instance's memory. */
  securityRedisUrl: string | undefined;
  trustedProxyCount: number;
  /** Unset: a folder in the build's cache folder, one per instance. */
  mediaVariantsDir: string | undefined;
};

function parseEnv(source: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid server environment:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

let cached: ServerEnv | undefined;

/** Parsed once per process; throws with every problem listed when the environment is wrong. */
export function serverEnv(): ServerEnv {
  cached ??= readServerEnv(process.env);
  return cached;
}

export function readServerEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const env = parseEnv(source);
  const production = env.NODE_ENV === 'production';
  const providerUrl = withoutTrailingSlash(env.PROVIDER_URL);
  const providerPublicUrl = withoutTrailingSlash(env.PROVIDER_PUBLIC_URL ?? env.PROVIDER_URL);
  return {
    providerUrl,
    providerPublicUrl,
    providerTimeoutMs: env.PROVIDER_TIMEOUT_MS,
    appUrl: withoutTrailingSlash(env.APP_URL),
    cookieSecure: env.COOKIE_SECURE ?? production,
    socialSignIn: socialSignInRoutes(env),
    redisUrl: env.REDIS_URL,
    securityRedisUrl: env.REDIS_SECURITY_URL ?? env.REDIS_URL,
    trustedProxyCount: env.TRUSTED_PROXY_COUNT,
    mediaVariantsDir: env.MEDIA_VARIANTS_DIR,
  };
}

let cachedPasswords: Record<string, string> | undefined;

/**
 * iron-session's password map `{ [id]: secret }`: the highest id seals, every listed id opens.
 * Separate from `serverEnv()` so pages that never touch the session work without a secret.
 */
export function sessionPasswords(): Record<string, string> {
  cachedPasswords ??= readSessionPasswords(process.env);
  return cachedPasswords;
}

export function readSessionPasswords(source: NodeJS.ProcessEnv): Record<string, string> {
  const env = parseEnv(source);
  const current = env.SESSION_SECRET ?? developmentSecret(env.NODE_ENV === 'production', env.APP_URL);
  const previous = env.SESSION_SECRETS_PREVIOUS;
  const currentId = Math.max(0, ...previous.map((entry) => entry.id)) + 1;
  return Object.fromEntries([...previous.map((entry) => [String(entry.id), entry.secret]), [String(currentId), current]]);
}

let warnedAboutDevelopmentSecret = false;

/**
 * Local runs need no setup: a fixed secret derived from the app's address. Production must set its own,
 * since anyone who can read this code could forge cookies with the derived one.
 */
function developmentSecret(production: boolean, appUrl: string): string {
  if (production) {
    throw new Error(`SESSION_SECRET (at least ${MIN_SECRET_LENGTH} characters) is required in production`);
  }
  if (!warnedAboutDevelopmentSecret) {
    warnedAboutDevelopmentSecret = true;
    console.warn('[env] SESSION_SECRET is not set; using a development secret. Set it in production.');
  }
  return createHash('sha256').update(`naija-homes development session for ${appUrl}`).digest('hex');
}

function socialSignInRoutes(env: z.output<typeof envSchema>): ServerEnv['socialSignIn'] {
  const route = (clientId: string | undefined, authorizationUrl: string): SocialSignInRoute | undefined =>
    clientId ? { kind: 'oauth', clientId, authorizationUrl } : env.SOCIAL_SIGN_IN_SANDBOX ? { kind: 'sandbox' } : undefined;
  const routes = {
    google: route(env.GOOGLE_CLIENT_ID, env.GOOGLE_AUTHORIZATION_URL),
    facebook: route(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_AUTHORIZATION_URL),
  };
  return Object.fromEntries(Object.entries(routes).filter(([, value]) => value !== undefined));
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
