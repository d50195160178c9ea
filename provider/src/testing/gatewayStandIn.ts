import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, readBody } from './standInHttp';

/**
 * A stand-in for Paystack and Flutterwave (v3) on one local port, written from their published API
 * documentation, for the tests (provider/src/payments/gatewayPayments.test.ts, e2e/support/gateway-site.ts):
 *
 * Paystack (base URL = the stand-in's root), `Authorization: Bearer <secret key>` on every call:
 * - `POST /transaction/initialize` {email, amount (kobo), currency, reference, callback_url}
 *   → `{status: true, message, data: {authorization_url, access_code, reference}}`
 * - `GET /transaction/verify/:reference` → `{status: true, data: {status: 'success' | 'failed' | 'abandoned', reference, amount (kobo), currency, …}}`,
 *   400 `{status: false, message: 'Transaction reference not found'}` for one it never saw
 * - webhook `charge.success`, signed `x-paystack-signature` = hex HMAC-SHA512 of the body with the secret key
 * - the checkout page at authorization_url has a Pay button that returns the browser to
 *   `callback_url?trxref=<ref>&reference=<ref>`
 *
 * Flutterwave (base URL = the stand-in's root, paths under /v3):
 * - `POST /v3/payments` {tx_ref, amount (naira), currency, redirect_url, customer: {email}} → `{status: 'success', message: 'Hosted Link', data: {link}}`
 * - `GET /v3/transactions/verify_by_reference?tx_ref=` → `{status: 'success', data: {id, tx_ref, flw_ref, amount, currency, charged_amount, status: 'successful' | 'failed' | 'pending'}}`,
 *   400 `{status: 'error', message: 'No transaction was found for this id'}` for one it never saw
 * - webhook `charge.completed` with header `verif-hash` = the secret hash of the dashboard
 * - the checkout's Pay button returns to `redirect_url?status=successful&tx_ref=<ref>&transaction_id=<id>`
 *
 * Paying also posts the gateway's webhook to `webhookUrl` when one is set, as the real ones do.
 */
export type StandInTransaction = {
  gateway: 'paystack' | 'flutterwave';
  reference: string;
  /** What the gateway books: kobo for Paystack, naira for Flutterwave. */
  amount: number;
  currency: string;
  email: string;
  returnUrl: string;
  status: string;
  id: number;
};

export type GatewayStandIn = {
  url: string;
  secrets: { paystack: string; flutterwave: string; flutterwaveHash: string };
  transactions: Map<string, StandInTransaction>;
  /** Every request's method and path, in order. */
  requests: { method: string; path: string; body: unknown; authorization: string | undefined }[];
  /** While set, every API call waits this long before answering (a gateway that times out). */
  delayMs: number;
  /** The next this many API calls answer 503 (a gateway having a bad minute). */
  failNextCalls: number;
  /** Where paying posts the webhook (unset: none is sent). */
  webhookUrls: Partial<Record<'paystack' | 'flutterwave', string>>;
  /** The webhooks paying posted, with the status they were answered (0: no answer). */
  webhookDeliveries: { reference: string; status: number }[];
  /** The buyer pays (or fails) at the checkout, without a browser. */
  decide(reference: string, outcome: 'paid' | 'failed'): void;
  /** A webhook body for the transaction with its valid signature header. */
  webhook(reference: string): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
};

export async function startGatewayStandIn(port = 0): Promise<GatewayStandIn> {
  const transactions = new Map<string, StandInTransaction>();
  const byCode = new Map<string, string>();
  let nextId = 1000;
  const secrets = {
    paystack: `sk_test_${randomBytes(12).toString('hex')}`,
    flutterwave: `FLWSECK_TEST-${randomBytes(12).toString('hex')}-X`,
    flutterwaveHash: randomBytes(16).toString('hex'),
  };
  let url = '';

  const eventOf = (transaction: StandInTransaction) =>
    transaction.gateway === 'paystack'
      ? { event: 'charge.success', data: { id: transaction.id, status: transaction.status, reference: transaction.reference, amount: transaction.amount, currency: transaction.currency, customer: { email: transaction.email } } }
      : {
          event: 'charge.completed',
          data: { id: transaction.id, tx_ref: transaction.reference, flw_ref: `FLW-MOCK-${transaction.id}`, amount: transaction.amount, currency: transaction.currency, charged_amount: transaction.amount, status: transaction.status, customer: { email: transaction.email } },
        };

  const standIn: GatewayStandIn = {
    url: '',
    secrets,
    transactions,
    requests: [],
    delayMs: 0,
    failNextCalls: 0,
    webhookUrls: {},
    webhookDeliveries: [],
    decide(reference, outcome) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`The stand-in has no transaction ${reference}`);
      transaction.status = transaction.gateway === 'paystack' ? (outcome === 'paid' ? 'success' : 'failed') : outcome === 'paid' ? 'successful' : 'failed';
    },
    webhook(reference) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`The stand-in has no transaction ${reference}`);
      const body = JSON.stringify(eventOf(transaction));
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (transaction.gateway === 'paystack') headers['x-paystack-signature'] = createHmac('sha512', secrets.paystack).update(body).digest('hex');
      else headers['verif-hash'] = secrets.flutterwaveHash;
      return { body, headers };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = new URL(request.url ?? '/', url);
    const raw = await readBody(request);
    let body: unknown;
    try {
      body = raw && request.headers['content-type']?.includes('json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
    } catch {
      body = raw;
    }
    standIn.requests.push({ method: request.method ?? 'GET', path: `${target.pathname}${target.search}`, body, authorization: request.headers.authorization });

    // The checkout pages the browser sees: no key, a Pay button.
    const checkout = /^\/checkout\/(paystack|flutterwave)\/([\w-]+)$/.exec(target.pathname);
    if (checkout) {
      const reference = byCode.get(checkout[2] as string);
      const transaction = reference ? transactions.get(reference) : undefined;
      if (!transaction) return json(response, 404, { message: 'Unknown checkout' });
      if (request.method === 'POST') {
        standIn.decide(transaction.reference, 'paid');
        const back = new URL(transaction.returnUrl);
        if (transaction.gateway === 'paystack') {
          back.searchParams.set('trxref', transaction.reference);
          back.searchParams.set('reference', transaction.reference);
        } else {
          back.searchParams.set('status', 'successful');
          back.searchParams.set('tx_ref', transaction.reference);
          back.searchParams.set('transaction_id', String(transaction.id));
        }
        const hook = standIn.webhookUrls[transaction.gateway];
        if (hook) {
          const { body: event, headers } = standIn.webhook(transaction.reference);
          void fetch(hook, { method: 'POST', headers, body: event, signal: AbortSignal.timeout(10_000) })
            .then((answer) => answer.status)
            .catch(() => 0)
            .then((status) => standIn.webhookDeliveries.push({ reference: transaction.reference, status }));
        }
        return response.writeHead(302, { Location: back.toString() }).end();
      }
      const label = transaction.gateway === 'paystack' ? 'Paystack' : 'Flutterwave';
      const naira = transaction.gateway === 'paystack' ? transaction.amount / 100 : transaction.amount;
      return response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in ${label} checkout</title></head>
<body><h1>Stand-in ${label} checkout</h1><p>Pay <strong data-testid="stand-in-amount">${transaction.currency} ${naira}</strong> as ${transaction.email}</p>
<form method="post"><button type="submit">Pay</button></form></body></html>`);
    }

    if (standIn.delayMs > 0) {
      let gone = false;
      response.on('close', () => (gone = true));
      await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
      // The caller gave up: a late answer must not touch the state a later test set up.
      if (gone) return;
    }
    if (standIn.failNextCalls > 0) {
      standIn.failNextCalls -= 1;
      return json(response, 503, { status: false, message: 'Service temporarily unavailable' });
    }
    const paystackCall = target.pathname.startsWith('/transaction/');
    const expected = paystackCall ? secrets.paystack : secrets.flutterwave;
    if (request.headers.authorization !== `Bearer ${expected}`) {
      return paystackCall ? json(response, 401, { status: false, message: 'Invalid key' }) : json(response, 401, { status: 'error', message: 'Invalid authorization key', data: null });
    }

    if (request.method === 'POST' && target.pathname === '/transaction/initialize') {
      const given = body as { email?: string; amount?: number | string; currency?: string; reference?: string; callback_url?: string };
      const amount = Number(given.amount);
      if (!given.email || !Number.isInteger(amount) || amount <= 0 || !given.reference || !given.callback_url) {
        return json(response, 400, { status: false, message: 'Invalid request: email, amount (kobo), reference and callback_url are required' });
      }
      if (transactions.has(given.reference)) return json(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const code = randomBytes(6).toString('hex');
      byCode.set(code, given.reference);
      transactions.set(given.reference, { gateway: 'paystack', reference: given.reference, amount, currency: given.currency ?? 'NGN', email: given.email, returnUrl: given.callback_url, status: 'abandoned', id: nextId++ });
      return json(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${url}/checkout/paystack/${code}`, access_code: code, reference: given.reference },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(target.pathname);
    if (request.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1] as string));
      if (!transaction || transaction.gateway !== 'paystack') return json(response, 400, { status: false, message: 'Transaction reference not found' });
      return json(response, 200, {
        status: true,
        message: 'Verification successful',
        data: { id: transaction.id, status: transaction.status, reference: transaction.reference, amount: transaction.amount, currency: transaction.currency, gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed', customer: { email: transaction.email } },
      });
    }

    if (request.method === 'POST' && target.pathname === '/v3/payments') {
      const given = body as { tx_ref?: string; amount?: number | string; currency?: string; redirect_url?: string; customer?: { email?: string } };
      const amount = Number(given.amount);
      if (!given.tx_ref || !(amount > 0) || !given.redirect_url || !given.customer?.email) {
        return json(response, 400, { status: 'error', message: 'tx_ref, amount, redirect_url and customer.email are required', data: null });
      }
      const code = randomBytes(6).toString('hex');
      byCode.set(code, given.tx_ref);
      transactions.set(given.tx_ref, { gateway: 'flutterwave', reference: given.tx_ref, amount, currency: given.currency ?? 'NGN', email: given.customer.email, returnUrl: given.redirect_url, status: 'pending', id: nextId++ });
      return json(response, 200, { status: 'success', message: 'Hosted Link', data: { link: `${url}/checkout/flutterwave/${code}` } });
    }
    if (request.method === 'GET' && target.pathname === '/v3/transactions/verify_by_reference') {
      const transaction = transactions.get(target.searchParams.get('tx_ref') ?? '');
      if (!transaction || transaction.gateway !== 'flutterwave') return json(response, 400, { status: 'error', message: 'No transaction was found for this id', data: null });
      return json(response, 200, { status: 'success', message: 'Transaction fetched successfully', data: eventOf(transaction).data });
    }
    return json(response, 404, { status: false, message: 'Not found' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = url;
  return standIn;
}
