/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments, userSubscriptions } from '../db/schema';
import { GATEWAY_UNAVAILABLE } from './paymentRecords';
import { startGatewayStandIn, type GatewayStandIn } from '../testing/gatewayStandIn';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_APP_URL, type TestProvider } from '../testing/testProvider';
import { temporaryFileStorage } from '../storage/fileStorage';
import { settledWebhooks, webhookRetryDelaysMs } from './webhookRoutes';
import { GATEWAY_START_FAILED } from './subscriptionRoutes';

// Paystack and Flutterwave for real (their secret keys set), against a local stand-in that follows
// their published APIs (testing/gatewayStandIn.ts). The sandbox checkout is subscriptions.test.ts.
const TIMEOUT_MS = 400;

let standIn: GatewayStandIn;
let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  standIn = await startGatewayStandIn();
  provider = await startTestProvider(temporaryFileStorage(), {
    PAYSTACK_SECRET_KEY: standIn.secrets.paystack,
    PAYSTACK_BASE_URL: standIn.url,
    FLUTTERWAVE_SECRET_KEY: standIn.secrets.flutterwave,
    FLUTTERWAVE_SECRET_HASH: standIn.secrets.flutterwaveHash,
    FLUTTERWAVE_BASE_URL: standIn.url,
    PAYMENT_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 60_000);
afterAll(async () => {
  await settledWebhooks();
  await provider.close();
  await standIn.close();
});
beforeEach(() => {
  // The provider logs each gateway failure; the tests cause them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  standIn.delayMs = 0;
  standIn.failNextCalls = 0;
  jest.restoreAllMocks();
});

type Gateway = 'paystack' | 'flutterwave';
type Callback = { paymentStatus: string; paymentDetail: Record<string, unknown> };

/** A professional-plan-priced background check (plan 1, NGN 5,000) through a gateway; answers our reference. */
async function startPayment(gateway: Gateway, token = buyer, plan = { subscription_id: 1, amount: 5000 }) {
  const response = await provider.request('/api/vst/payments/subscriptionPayment', apiRequest('POST', { ...plan, payment_gateway: gateway, currency: 'NGN' }, token));
  const body = (await response.json()) as { paymentUrl: string } & Refusal;
  expect(response.status).toBe(201);
  const reference = [...standIn.transactions.values()].at(-1)?.reference as string;
  return { reference, paymentUrl: body.paymentUrl };
}

async function callback(query: string, token?: string) {
  const response = await provider.request(`/api/vst/payments/handleGatewayCallback?${query}`, apiRequest('GET', undefined, token));
  return { status: response.status, body: (await response.json()) as Callback & Refusal };
}

async function webhook(gateway: Gateway, body: string, headers: Record<string, string>) {
  const response = await provider.request(`/api/vst/payments/webhooks/${gateway}`, { method: 'POST', headers, body });
  return response.status;
}

const sendWebhook = (reference: string) => {
  const { body, headers } = standIn.webhook(reference);
  return webhook(standIn.transactions.get(reference)?.gateway as Gateway, body, headers);
};

const statusOf = async (reference: string) => (await provider.db.select().from(payments).where(eq(payments.reference, reference)))[0]?.status;
const creditsOf = async (reference: string) => {
  const [payment] = await provider.db.select().from(payments).where(eq(payments.reference, reference));
  return (await provider.db.select().from(userSubscriptions).where(eq(userSubscriptions.paymentId, payment?.id ?? 0))).length;
};

describe('starting a payment on the real gateways', () => {
  test('Paystack: the transaction is opened with the amount in kobo, NGN, the buyer’s e-mail, our reference and the callback; the buyer goes to its checkout', async () => {
    const { reference, paymentUrl } = await startPayment('paystack');
    const initialize = standIn.requests.at(-1);
    expect(initialize).toMatchObject({ method: 'POST', path: '/transaction/initialize', authorization: `Bearer ${standIn.secrets.paystack}` });
    expect(initialize?.body).toEqual({ email: 'buyer@example.com', amount: 500000, currency: 'NGN', reference, callback_url: `${TEST_APP_URL}/payments/callback` });
    expect(reference).toMatch(/^VST-[0-9a-f]{32}$/);
    expect(paymentUrl).toMatch(new RegExp(`^${standIn.url}/checkout/paystack/`));
    expect(await statusOf(reference)).toBe('pending');
    // The sandbox checkout (still on here) has nothing to say about a real gateway's payment.
    expect((await provider.request(`/__sandbox/gateways/paystack/checkout/${reference}`)).status).toBe(404);
  });

  test('Flutterwave: tx_ref, the amount in naira, NGN, redirect_url and the customer’s e-mail; the buyer goes to its hosted link', async () => {
    const { reference, paymentUrl } = await startPayment('flutterwave');
    const initialize = standIn.requests.at(-1);
    expect(initialize).toMatchObject({ method: 'POST', path: '/v3/payments', authorization: `Bearer ${standIn.secrets.flutterwave}` });
    expect(initialize?.body).toMatchObject({ tx_ref: reference, amount: 5000, currency: 'NGN', redirect_url: `${TEST_APP_URL}/payments/callback`, customer: { email: 'buyer@example.com' } });
    expect(paymentUrl).toMatch(new RegExp(`^${standIn.url}/checkout/flutterwave/`));
  });

  test('a gateway that does not answer in time: a clear 502, nothing to pay, the payment failed at once', async () => {
    standIn.delayMs = TIMEOUT_MS * 3;
    const before = standIn.transactions.size;
    const response = await provider.request('/api/vst/payments/subscriptionPayment', apiRequest('POST', { subscription_id: 1, amount: 5000, payment_gateway: 'paystack', currency: 'NGN' }, buyer));
    expect(response.status).toBe(502);
    expect(((await response.json()) as Refusal).Detail).toBe(GATEWAY_START_FAILED);
    const [latest] = await provider.db.select().from(payments).orderBy(payments.id).then((rows) => rows.slice(-1));
    expect(latest?.status).toBe('failed');
    // The stand-in may have booked it after the provider gave up; nobody has its checkout.
    expect(standIn.transactions.size).toBeLessThanOrEqual(before + 1);
  });
});

describe('settling from the verify API, on the callback or the webhook', () => {
  test('Paystack: Pending before the buyer pays, Successful after, credited once however often the callback comes', async () => {
    const { reference } = await startPayment('paystack');
    expect((await callback(`trxref=${reference}&reference=${reference}`, buyer)).body.paymentStatus).toBe('Pending');
    standIn.decide(reference, 'paid');
    const answers = await Promise.all([1, 2, 3].map(() => callback(`trxref=${reference}&reference=${reference}`, buyer)));
    expect(answers.map((answer) => answer.body.paymentStatus)).toEqual(['Successful', 'Successful', 'Successful']);
    expect(standIn.requests.some((request) => request.path === `/transaction/verify/${reference}`)).toBe(true);
    expect(await creditsOf(reference)).toBe(1);
  });

  test("Flutterwave: its return query (status, tx_ref, transaction_id) names the payment; a declined one is Failed", async () => {
    const paid = await startPayment('flutterwave');
    standIn.decide(paid.reference, 'paid');
    const returned = new URLSearchParams({ status: 'successful', tx_ref: paid.reference, transaction_id: '1' });
    expect((await callback(returned.toString())).body.paymentStatus).toBe('Successful');
    expect(standIn.requests.at(-1)?.path).toBe(`/v3/transactions/verify_by_reference?tx_ref=${paid.reference}`);

    const declined = await startPayment('flutterwave');
    standIn.decide(declined.reference, 'failed');
    expect((await callback(`tx_ref=${declined.reference}`)).body.paymentStatus).toBe('Failed');
    expect(await creditsOf(declined.reference)).toBe(0);
  });

  test('the browser’s status=successful proves nothing: unpaid at the gateway, it stays Pending', async () => {
    const { reference } = await startPayment('flutterwave');
    expect((await callback(`status=successful&tx_ref=${reference}&transaction_id=1`)).body.paymentStatus).toBe('Pending');
    expect(await statusOf(reference)).toBe('pending');
  });

  test('an amount or currency other than ours at the gateway is Failed, nothing credited', async () => {
    for (const [gateway, tamper] of [['paystack', { amount: 100 }], ['flutterwave', { amount: 4999 }], ['paystack', { currency: 'USD' }]] as const) {
      const { reference } = await startPayment(gateway);
      standIn.decide(reference, 'paid');
      Object.assign(standIn.transactions.get(reference) as object, tamper);
      expect((await callback(`reference=${reference}`)).body.paymentStatus).toBe('Failed');
      expect(await creditsOf(reference)).toBe(0);
    }
  });

  test('a gateway that times out on verify: a 502 saying not to pay again, still pending; settled once it answers', async () => {
    const { reference } = await startPayment('paystack');
    standIn.decide(reference, 'paid');
    standIn.delayMs = TIMEOUT_MS * 3;
    const slow = await callback(`reference=${reference}`, buyer);
    expect(slow.status).toBe(502);
    expect(slow.body.Detail).toBe(GATEWAY_UNAVAILABLE);
    expect(await statusOf(reference)).toBe('pending');
    standIn.delayMs = 0;
    expect((await callback(`reference=${reference}`, buyer)).body.paymentStatus).toBe('Successful');
    expect(await creditsOf(reference)).toBe(1);
  });
});

describe('webhooks', () => {
  test('a webhook before the callback settles the payment; the callback then finds it settled and credits nothing more', async () => {
    for (const gateway of ['paystack', 'flutterwave'] as const) {
      const { reference } = await startPayment(gateway);
      standIn.decide(reference, 'paid');
      expect(await sendWebhook(reference)).toBe(200);
      await settledWebhooks();
      expect(await statusOf(reference)).toBe('successful');
      expect(await creditsOf(reference)).toBe(1);
      expect((await callback(`reference=${reference}`, buyer)).body.paymentStatus).toBe('Successful');
      expect(await creditsOf(reference)).toBe(1);
    }
  });

  test('a replayed webhook changes nothing', async () => {
    const { reference } = await startPayment('paystack');
    standIn.decide(reference, 'paid');
    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect(await sendWebhook(reference)).toBe(200);
      await settledWebhooks();
    }
    expect(await creditsOf(reference)).toBe(1);
  });

  // On PostgreSQL (scripts/test-postgres.mjs) these run at once on separate pool connections; without
  // the conditional UPDATE on the status both would credit the subscription.
  test('the callback and webhooks arriving at once credit the payment exactly once', async () => {
    const { reference } = await startPayment('flutterwave', owner);
    standIn.decide(reference, 'paid');
    const [answers] = await Promise.all([
      Promise.all([callback(`tx_ref=${reference}`, owner), callback(`tx_ref=${reference}`)]),
      sendWebhook(reference),
      sendWebhook(reference),
    ]);
    await settledWebhooks();
    expect(answers.map((answer) => answer.body.paymentStatus)).toEqual(['Successful', 'Successful']);
    expect(await creditsOf(reference)).toBe(1);
  });

  test('a forged webhook is refused with 401 and settles nothing, even for a payment the gateway has approved', async () => {
    const { reference } = await startPayment('paystack');
    standIn.decide(reference, 'paid');
    const { body } = standIn.webhook(reference);
    const forgedSignature = createHmac('sha512', 'sk_test_not_ours').update(body).digest('hex');
    expect(await webhook('paystack', body, { 'Content-Type': 'application/json', 'x-paystack-signature': forgedSignature })).toBe(401);
    expect(await webhook('paystack', body, { 'Content-Type': 'application/json' })).toBe(401);
    // A genuine signature over another body does not carry over.
    const genuine = standIn.webhook(reference).headers['x-paystack-signature'] as string;
    expect(await webhook('paystack', body.replace('charge.success', 'charge.success '), { 'Content-Type': 'application/json', 'x-paystack-signature': genuine })).toBe(401);

    const flutterwave = await startPayment('flutterwave');
    standIn.decide(flutterwave.reference, 'paid');
    const event = standIn.webhook(flutterwave.reference).body;
    expect(await webhook('flutterwave', event, { 'Content-Type': 'application/json', 'verif-hash': 'guessed' })).toBe(401);
    expect(await webhook('flutterwave', event, { 'Content-Type': 'application/json' })).toBe(401);

    await settledWebhooks();
    expect(await statusOf(reference)).toBe('pending');
    expect(await statusOf(flutterwave.reference)).toBe('pending');
  });

  test('a genuine webhook whose body claims success is checked with the verify API: unpaid there, it stays pending', async () => {
    const { reference } = await startPayment('paystack');
    const body = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount: 500000, currency: 'NGN' } });
    const signature = createHmac('sha512', standIn.secrets.paystack).update(body).digest('hex');
    expect(await webhook('paystack', body, { 'Content-Type': 'application/json', 'x-paystack-signature': signature })).toBe(200);
    await settledWebhooks();
    expect(await statusOf(reference)).toBe('pending');
  });

  test('webhooks are answered 200 at once, before a slow verify API is done with', async () => {
    const { reference } = await startPayment('paystack');
    standIn.decide(reference, 'paid');
    standIn.delayMs = TIMEOUT_MS / 2;
    const started = Date.now();
    expect(await sendWebhook(reference)).toBe(200);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 2);
    await settledWebhooks();
    expect(await statusOf(reference)).toBe('successful');
  });

  test('a webhook whose verify call fails is settled on a later attempt, the gateway having been told 200 already', async () => {
    webhookRetryDelaysMs.splice(0, webhookRetryDelaysMs.length, 20, 20);
    const { reference } = await startPayment('paystack');
    standIn.decide(reference, 'paid');
    standIn.failNextCalls = 2;
    expect(await sendWebhook(reference)).toBe(200);
    await settledWebhooks();
    expect(standIn.failNextCalls).toBe(0);
    expect(await statusOf(reference)).toBe('successful');
    expect(await creditsOf(reference)).toBe(1);

    // A gateway down for longer than the attempts: left pending for the callback, never failed.
    const later = await startPayment('paystack');
    standIn.decide(later.reference, 'paid');
    standIn.failNextCalls = 3;
    expect(await sendWebhook(later.reference)).toBe(200);
    await settledWebhooks();
    expect(await statusOf(later.reference)).toBe('pending');
    expect((await callback(`reference=${later.reference}`)).body.paymentStatus).toBe('Successful');
  });

  test('events for no payment of ours, other events and a gateway without keys are left alone', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'someone-elses', amount: 1, currency: 'NGN' } });
    const signature = createHmac('sha512', standIn.secrets.paystack).update(body).digest('hex');
    expect(await webhook('paystack', body, { 'Content-Type': 'application/json', 'x-paystack-signature': signature })).toBe(200);
    const transfer = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    expect(await webhook('paystack', transfer, { 'x-paystack-signature': createHmac('sha512', standIn.secrets.paystack).update(transfer).digest('hex') })).toBe(200);
    expect(await webhook('cash' as Gateway, '{}', {})).toBe(404);
  });
});
