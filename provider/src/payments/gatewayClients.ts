import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentGateway } from '../db/schema';

/**
 * The real Paystack and Flutterwave, for a gateway whose secret key is set (PAYSTACK_SECRET_KEY,
 * FLUTTERWAVE_SECRET_KEY); a gateway without one is left to the sandbox checkout. The base URLs are
 * configurable so the tests can point them at a stand-in (testing/gatewayStandIn.ts).
 */
export type GatewaySettings = {
  secretKey: string;
  baseUrl: string;
  /** Flutterwave only: the secret hash set on its dashboard, sent back in each webhook's `verif-hash`. */
  webhookHash?: string;
};

export type GatewayClients = Partial<Record<PaymentGateway, GatewaySettings>>;

const DEFAULT_BASE_URL: Record<PaymentGateway, string> = {
  paystack: 'https://api.paystack.co',
  flutterwave: 'https://api.flutterwave.com',
};

export function loadGatewayClients(environment: Record<string, string | undefined>): GatewayClients {
  const read = (name: string) => environment[name]?.trim() || undefined;
  const baseUrl = (name: string, fallback: string) => {
    const value = read(name) ?? fallback;
    if (!z.url({ protocol: /^https?$/ }).safeParse(value).success) throw new Error(`Invalid provider environment: ${name} must be an http(s) URL`);
    return value.replace(/\/+$/, '');
  };
  const clients: GatewayClients = {};
  const paystackKey = read('PAYSTACK_SECRET_KEY');
  if (paystackKey) clients.paystack = { secretKey: paystackKey, baseUrl: baseUrl('PAYSTACK_BASE_URL', DEFAULT_BASE_URL.paystack) };
  const flutterwaveKey = read('FLUTTERWAVE_SECRET_KEY');
  const flutterwaveHash = read('FLUTTERWAVE_SECRET_HASH');
  if (flutterwaveKey) {
    // Without the hash no webhook could be told from a forgery; a payment whose buyer never came back would stay pending.
    if (!flutterwaveHash) throw new Error('Invalid provider environment: FLUTTERWAVE_SECRET_KEY needs FLUTTERWAVE_SECRET_HASH (the secret hash of its webhooks)');
    clients.flutterwave = { secretKey: flutterwaveKey, baseUrl: baseUrl('FLUTTERWAVE_BASE_URL', DEFAULT_BASE_URL.flutterwave), webhookHash: flutterwaveHash };
  } else if (flutterwaveHash) {
    throw new Error('Invalid provider environment: FLUTTERWAVE_SECRET_HASH is set without FLUTTERWAVE_SECRET_KEY');
  }
  return clients;
}

/** Why a gateway call failed (unreachable, slow, refused, an answer of another shape), for the log. */
export class GatewayError extends Error {}

async function callGateway(what: string, url: string, settings: GatewaySettings, timeoutMs: number, init: RequestInit = {}) {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', Authorization: `Bearer ${settings.secretKey}`, ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayError(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new GatewayError(`${what} answered ${response.status} without JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body };
}

export type Checkout = { url: string };
export type NewTransaction = { reference: string; amountNaira: number; currency: 'NGN'; email: string; callbackUrl: string; title: string };

const paystackInitialized = z.object({ status: z.literal(true), data: z.object({ authorization_url: z.url(), reference: z.string() }) });
const flutterwaveInitialized = z.object({ status: z.literal('success'), data: z.object({ link: z.url() }) });

/** Opens the transaction on the gateway and answers where the buyer pays it. */
export async function initializeTransaction(gateway: PaymentGateway, settings: GatewaySettings, timeoutMs: number, transaction: NewTransaction): Promise<Checkout> {
  const post = (path: string, body: unknown) =>
    callGateway(`${gateway} initialize`, `${settings.baseUrl}${path}`, settings, timeoutMs, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  if (gateway === 'paystack') {
    // Paystack counts in kobo, as an integer.
    const answer = await post('/transaction/initialize', {
      email: transaction.email,
      amount: transaction.amountNaira * 100,
      currency: transaction.currency,
      reference: transaction.reference,
      callback_url: transaction.callbackUrl,
    });
    const parsed = paystackInitialized.safeParse(answer.body);
    if (!parsed.success || parsed.data.data.reference !== transaction.reference) throw new GatewayError(`paystack initialize answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    return { url: parsed.data.data.authorization_url };
  }
  const answer = await post('/v3/payments', {
    tx_ref: transaction.reference,
    amount: transaction.amountNaira,
    currency: transaction.currency,
    redirect_url: transaction.callbackUrl,
    customer: { email: transaction.email },
    customizations: { title: transaction.title },
  });
  const parsed = flutterwaveInitialized.safeParse(answer.body);
  if (!parsed.success) throw new GatewayError(`flutterwave initialize answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
  return { url: parsed.data.data.link };
}

/** What the gateway says of a transaction; undefined while it has no decision (or has never seen it). */
export type VerifiedTransaction = { outcome: 'approved' | 'declined'; amountNaira: number; currency: string; reference: string };

const paystackVerified = z.object({
  status: z.literal(true),
  data: z.object({ status: z.string(), reference: z.string(), amount: z.number(), currency: z.string() }),
});
const flutterwaveVerified = z.object({
  status: z.literal('success'),
  data: z.object({ status: z.string(), tx_ref: z.string(), amount: z.number(), currency: z.string() }),
});

// Paystack's `abandoned` and `ongoing` may still be paid, so they stay pending like `pending`.
const PAYSTACK_OUTCOMES: Record<string, VerifiedTransaction['outcome']> = { success: 'approved', failed: 'declined', reversed: 'declined' };
const FLUTTERWAVE_OUTCOMES: Record<string, VerifiedTransaction['outcome']> = { successful: 'approved', failed: 'declined' };

/**
 * Asks the gateway's verify API about our reference. A transaction the gateway does not know (the
 * buyer has not reached its checkout yet) is undecided; anything else unexpected is a GatewayError.
 */
export async function verifyTransaction(gateway: PaymentGateway, settings: GatewaySettings, timeoutMs: number, reference: string): Promise<VerifiedTransaction | undefined> {
  if (gateway === 'paystack') {
    const answer = await callGateway('paystack verify', `${settings.baseUrl}/transaction/verify/${encodeURIComponent(reference)}`, settings, timeoutMs);
    if (answer.status === 400 || answer.status === 404) return undefined;
    const parsed = paystackVerified.safeParse(answer.body);
    if (!parsed.success) throw new GatewayError(`paystack verify answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    const { data } = parsed.data;
    const outcome = PAYSTACK_OUTCOMES[data.status];
    return outcome && { outcome, amountNaira: data.amount / 100, currency: data.currency, reference: data.reference };
  }
  const url = new URL(`${settings.baseUrl}/v3/transactions/verify_by_reference`);
  url.searchParams.set('tx_ref', reference);
  const answer = await callGateway('flutterwave verify', url.toString(), settings, timeoutMs);
  if (answer.status === 400 || answer.status === 404) return undefined;
  const parsed = flutterwaveVerified.safeParse(answer.body);
  if (!parsed.success) throw new GatewayError(`flutterwave verify answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
  const { data } = parsed.data;
  const outcome = FLUTTERWAVE_OUTCOMES[data.status];
  return outcome && { outcome, amountNaira: data.amount, currency: data.currency, reference: data.tx_ref };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Whether a webhook comes from the gateway: Paystack signs the raw body with the secret key
 * (HMAC-SHA512, hex, in `x-paystack-signature`); Flutterwave sends the dashboard's secret hash as
 * `verif-hash`. Compared in constant time.
 */
export function webhookIsAuthentic(gateway: PaymentGateway, settings: GatewaySettings, rawBody: string, headers: { get(name: string): string | null | undefined }): boolean {
  if (gateway === 'paystack') {
    const signature = headers.get('x-paystack-signature');
    return !!signature && sameSecret(signature.toLowerCase(), createHmac('sha512', settings.secretKey).update(rawBody).digest('hex'));
  }
  const hash = headers.get('verif-hash');
  return !!hash && !!settings.webhookHash && sameSecret(hash, settings.webhookHash);
}

const paystackEvent = z.object({ event: z.string(), data: z.object({ reference: z.string() }).loose() });
const flutterwaveEvent = z.object({ event: z.string(), data: z.object({ tx_ref: z.string() }).loose() });

/** The reference a payment webhook is about, or undefined for events that settle no payment. */
export function webhookReference(gateway: PaymentGateway, payload: unknown): string | undefined {
  if (gateway === 'paystack') {
    const event = paystackEvent.safeParse(payload);
    return event.success && event.data.event === 'charge.success' ? event.data.data.reference : undefined;
  }
  const event = flutterwaveEvent.safeParse(payload);
  return event.success && event.data.event === 'charge.completed' ? event.data.data.tx_ref : undefined;
}
