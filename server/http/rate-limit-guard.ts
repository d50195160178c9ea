import 'server-only';
import { securityText } from '@/lib/messages/security';
import { clientLimitKey } from './client-address';
import { sharedRedis } from '@/server/redis';
import { fixedWindowLimiter, redisLimiter, type RateLimitRule, type RateLimiter } from './rate-limit';
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
  /** Guesses only: every attempt counts before the provider is asked and a correct password gives it back, so a user who signs in often is never refused. */
  signIn: { perClient: { limit: 50, windowSeconds: 15 * MINUTE }, perAccount: { limit: 10, windowSeconds: 15 * MINUTE } },
  register: { perClient: { limit: 60, windowSeconds: HOUR }, perAccount: { limit: 5, windowSeconds: HOUR } },
  forgotPassword: { perClient: { limit: 60, windowSeconds: HOUR }, perAccount: { limit: 5, windowSeconds: HOUR } },
  /** Every visitor form that carries an e-mail (lead, sell enquiry, share, and later ones), counted together. */
  contact: { perClient: { limit: 60, windowSeconds: HOUR }, perAccount: { limit: 10, windowSeconds: HOUR } },
  /**
   * Sponsored slots' impression beacons and clicks, per client only (they name no account): far above a
   * reader's pace, so only floods are held back here (the provider limits each browser address as well).
   */
  advertEvents: { perClient: { limit: 240, windowSeconds: MINUTE }, perAccount: { limit: 240, windowSeconds: MINUTE } },
  /**
   * The payment return's verification (open to visitors): a buyer returns once and may press "Check
   * again" a few times; each pending answer may make the provider ask the gateway.
   */
  paymentCallback: { perClient: { limit: 30, windowSeconds: MINUTE }, perAccount: { limit: 10, windowSeconds: MINUTE } },
  /** Likes (open to visitors): a generous count per address (carrier NAT), a tighter one per signed-in user. */
  like: { perClient: { limit: 120, windowSeconds: HOUR }, perAccount: { limit: 60, windowSeconds: HOUR } },
  /**
   * Saving a search (signed in only): each one is checked against every new listing, so saving and
   * deleting in a loop is held back here as well as by the provider's own cap and limit.
   */
  saveSearch: { perClient: { limit: 120, windowSeconds: HOUR }, perAccount: { limit: 20, windowSeconds: HOUR } },
  /**
   * Reporting a listing (open to visitors): a reporter sends one or two; the provider also limits each
   * client and each listing, and refuses a second report of the same listing from the same client.
   */
  report: { perClient: { limit: 20, windowSeconds: HOUR }, perAccount: { limit: 10, windowSeconds: HOUR } },
  /**
   * Asking for a phone code (signed in only): each one is a text message the site pays for. A member
   * needs one or two; the provider also limits each account, number and client, and the day's total.
   */
  phoneCode: { perClient: { limit: 20, windowSeconds: HOUR }, perAccount: { limit: 5, windowSeconds: HOUR } },
  /** Typing the code (signed in only): a few typos at most; the provider gives each code five tries. */
  phoneConfirm: { perClient: { limit: 60, windowSeconds: HOUR }, perAccount: { limit: 15, windowSeconds: HOUR } },
  /**
   * Booking an inspection (signed in only): each booking mails and texts an advertiser. A visitor books
   * a few; the provider also limits each member and caps their open bookings.
   */
  booking: { perClient: { limit: 60, windowSeconds: HOUR }, perAccount: { limit: 10, windowSeconds: HOUR } },
  /**
   * Any later change of a booking (answer, offer, move, cancel, feedback, the e-mail's confirm link):
   * each mails both sides and texts the booking's number. The provider also limits each member.
   */
  bookingChange: { perClient: { limit: 120, windowSeconds: HOUR }, perAccount: { limit: 30, windowSeconds: HOUR } },
  /**
   * An owner's writes to a listing (the listing form, a confirmation, a status), and a reminder's link:
   * each expires cached pages, so a loop of them would keep the site rendering afresh. An agent
   * confirming every listing after the reminders stays well within it.
   */
  listingWrite: { perClient: { limit: 240, windowSeconds: HOUR }, perAccount: { limit: 120, windowSeconds: HOUR } },
  /**
   * Agreeing or disagreeing with a home's living facts (signed in only): a changed answer expires that
   * listing's page. A visitor answers a few facts of a few homes; the provider also limits each member.
   */
  factAnswer: { perClient: { limit: 240, windowSeconds: HOUR }, perAccount: { limit: 60, windowSeconds: HOUR } },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof rateLimitPolicies;

export type RateLimitGuard = {
  /**
   * Counts one use for the client and the account, or answers 429 when either has used up its
   * window (then nothing is counted). Counted before the work it guards, so parallel requests
   * cannot all slip past.
   */
  take(request: Request, account?: string): Promise<Response | null>;
  /** Gives back a use `take` counted, for an attempt that turned out not to count (a correct password). */
  release(request: Request, account?: string): Promise<void>;
};

type Limiters = { perClient: RateLimiter; perAccount: RateLimiter };

/**
 * One set of counters per process, kept on `globalThis`: Next may load this module once per route
 * bundle, and every route must count into the same windows. With REDIS_URL the counters live in
 * Redis, shared by every instance.
 */
const store = globalThis as typeof globalThis & { __nhRateLimits?: Map<RateLimitName, Limiters> };

function limitersOf(name: RateLimitName): Limiters {
  store.__nhRateLimits ??= new Map();
  let limiters = store.__nhRateLimits.get(name);
  if (!limiters) {
    const policy: RateLimitPolicy = rateLimitPolicies[name];
    const redis = sharedRedis();
    limiters = redis
      ? { perClient: redisLimiter(policy.perClient, redis, `${name}:client:`), perAccount: redisLimiter(policy.perAccount, redis, `${name}:account:`) }
      : { perClient: fixedWindowLimiter(policy.perClient), perAccount: fixedWindowLimiter(policy.perAccount) };
    store.__nhRateLimits.set(name, limiters);
  }
  return limiters;
}

/** E-mail addresses differ only in case and spaces for the same person. */
const accountKey = (account: string) => account.trim().toLowerCase();

export function rateLimit(name: RateLimitName): RateLimitGuard {
  return {
    async take(request, account) {
      const { perClient, perAccount } = limitersOf(name);
      const client = clientLimitKey(request);
      const clientWait = await perClient.take(client);
      if (clientWait !== undefined) return tooManyRequests(clientWait);
      const accountWait = account ? await perAccount.take(accountKey(account)) : undefined;
      if (accountWait === undefined) return null;
      await perClient.release(client);
      return tooManyRequests(accountWait);
    },
    async release(request, account) {
      const { perClient, perAccount } = limitersOf(name);
      await perClient.release(clientLimitKey(request));
      if (account) await perAccount.release(accountKey(account));
    },
  };
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
export async function limitContactForm(request: Request, payload: unknown): Promise<Response | null> {
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
