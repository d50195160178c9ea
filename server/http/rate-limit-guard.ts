import 'server-only';
import { securityText } from '@/lib/messages/security';
import { clientAddress } from './client-address';
import { fixedWindowLimiter, type RateLimitRule, type RateLimiter } from './rate-limit';
import { jsonError } from './responses';

export type RateLimitPolicy = { perClient: RateLimitRule; perAccount: RateLimitRule };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The BFF's limits on the forms a stranger can use to guess passwords or make the site send e-mail.
 * Per-client limits are generous because many Nigerian mobile users share one carrier address (CGNAT);
 * per-account (per e-mail) limits are strict because one person never needs more.
 */
export const rateLimitPolicies = {
  /** Failed sign-ins only: a correct password never counts, so a user who signs in often is never refused. */
  signIn: { perClient: { limit: 50, windowSeconds: 15 * MINUTE }, perAccount: { limit: 10, windowSeconds: 15 * MINUTE } },
  register: { perClient: { limit: 60, windowSeconds: HOUR }, perAccount: { limit: 5, windowSeconds: HOUR } },
  forgotPassword: { perClient: { limit: 60, windowSeconds: HOUR }, perAccount: { limit: 5, windowSeconds: HOUR } },
  /** Every visitor form that carries an e-mail (lead, sell enquiry, share, and later ones), counted together. */
  contact: { perClient: { limit: 60, windowSeconds: HOUR }, perAccount: { limit: 10, windowSeconds: HOUR } },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof rateLimitPolicies;

export type RateLimitGuard = {
  /** A 429 answer when the client or the account has used up its window, else null. Counts nothing. */
  check(request: Request, account?: string): Response | null;
  /** Counts one use for the client and the account. */
  record(request: Request, account?: string): void;
  /** `check`, then `record` when allowed. */
  take(request: Request, account?: string): Response | null;
};

type Limiters = { perClient: RateLimiter; perAccount: RateLimiter };

/**
 * One set of counters per process, kept on `globalThis`: Next may load this module once per route
 * bundle, and every route must count into the same windows.
 */
const store = globalThis as typeof globalThis & { __nhRateLimits?: Map<RateLimitName, Limiters> };

function limitersOf(name: RateLimitName): Limiters {
  store.__nhRateLimits ??= new Map();
  let limiters = store.__nhRateLimits.get(name);
  if (!limiters) {
    const policy: RateLimitPolicy = rateLimitPolicies[name];
    limiters = { perClient: fixedWindowLimiter(policy.perClient), perAccount: fixedWindowLimiter(policy.perAccount) };
    store.__nhRateLimits.set(name, limiters);
  }
  return limiters;
}

/** E-mail addresses differ only in case and spaces for the same person. */
const accountKey = (account: string) => account.trim().toLowerCase();
const clientKey = (request: Request) => clientAddress(request) ?? 'unknown';

export function rateLimit(name: RateLimitName): RateLimitGuard {
  const guard: RateLimitGuard = {
    check(request, account) {
      const { perClient, perAccount } = limitersOf(name);
      const waits = [perClient.check(clientKey(request)), account ? perAccount.check(accountKey(account)) : undefined];
      const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
      return wait > 0 ? tooManyRequests(wait) : null;
    },
    record(request, account) {
      const { perClient, perAccount } = limitersOf(name);
      perClient.record(clientKey(request));
      if (account) perAccount.record(accountKey(account));
    },
    take(request, account) {
      const refused = guard.check(request, account);
      if (!refused) guard.record(request, account);
      return refused;
    },
  };
  return guard;
}

/** 429 with `Retry-After` in seconds and words a person can act on. */
export function tooManyRequests(waitSeconds: number): Response {
  return jsonError(429, securityText.tooManyAttempts(waitSeconds), {}, { 'Retry-After': String(waitSeconds) });
}

/**
 * The visitor forms forwarded through the BFF: any validated body that carries an e-mail field is a
 * contact form (it makes the site e-mail someone or stores a person's details), limited per client
 * and per address. New operations get this without a line of their own; a route handler of its own
 * for a visitor form calls this with its validated body.
 */
export function limitContactForm(request: Request, payload: unknown): Response | null {
  const email = emailOf(payload);
  return email === undefined ? null : rateLimit('contact').take(request, email);
}

/** Fields named `email`, `reviewer_email`, `contactEmail`…: whoever the form makes the site write to or about. */
const EMAIL_FIELD = /(^|_)e?mail$|Email$/;

function emailOf(payload: unknown): string | undefined {
  const entries: Iterable<[string, unknown]> =
    payload instanceof FormData ? payload.entries() : typeof payload === 'object' && payload !== null ? Object.entries(payload) : [];
  for (const [name, value] of entries) {
    if (EMAIL_FIELD.test(name) && typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
