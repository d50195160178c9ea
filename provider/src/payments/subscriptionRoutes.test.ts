/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { adverts, payments, propertyAdverts, sandboxGatewayTransactions, users, userSubscriptions } from '../db/schema';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_APP_URL, TEST_PUBLIC_URL, type TestProvider } from '../testing/testProvider';
import { referenceOf } from './subscriptionRoutes';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 30_000);
afterAll(() => provider.close());

type Plan = { subscriptionID: number; title: string; amount: number; duration: number; views?: number };
type Callback = { paymentStatus: string; paymentDetail: Record<string, unknown> };

async function start(path: string, body: Record<string, unknown>, token: string | undefined = buyer) {
  const response = await provider.request(`/api/vst/payments/${path}`, apiRequest('POST', body, token));
  return { status: response.status, body: (await response.json()) as { paymentUrl: string } & Refusal };
}

/** Starts a payment and answers its reference (the last path segment of the checkout URL). */
async function startedReference(path: string, body: Record<string, unknown>, token = buyer) {
  const { status, body: answer } = await start(path, body, token);
  expect(status).toBe(201);
  return decodeURIComponent(answer.paymentUrl.split('/').pop() as string);
}

/** Presses a button on the sandbox checkout page, as the payer's browser does. */
async function decide(gateway: string, reference: string, decision: 'approve' | 'decline') {
  const response = await provider.request(`/__sandbox/gateways/${gateway}/checkout/${reference}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('Location') as string);
}

async function callback(query: string, token?: string) {
  const response = await provider.request(`/api/vst/payments/handleGatewayCallback?${query}`, apiRequest('GET', undefined, token));
  return { status: response.status, body: (await response.json()) as Callback & Refusal };
}

const emailOf = (token: string) => (token === owner ? 'owner@example.com' : 'buyer@example.com');
const subscriptionsOf = async (token: string) => {
  const [user] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, emailOf(token)));
  return provider.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, user?.id ?? 0));
};

describe('params/getSubscriptionTypes', () => {
  test('the professional plan is id 2 at NGN 8,000 for 12 months', async () => {
    const response = await provider.request('/api/vst/params/getSubscriptionTypes?type=professional');
    expect(await response.json()).toEqual({
      subscription_types: [
        { subscriptionID: 2, title: 'Professional subscription', description: expect.any(String), duration: 12, amount: 8000 },
      ],
    });
  });

  test('background plans carry their views, cheapest first; other kinds have none', async () => {
    const background = (await (await provider.request('/api/vst/params/getSubscriptionTypes?type=background_info')).json()) as { subscription_types: Plan[] };
    expect(background.subscription_types.map((plan) => [plan.subscriptionID, plan.amount, plan.views])).toEqual([[1, 5000, 3], [3, 12000, 10], [4, 30000, 50]]);
    for (const type of ['advert', 'property_advert']) {
      const plans = (await (await provider.request(`/api/vst/params/getSubscriptionTypes?type=${type}`)).json()) as { subscription_types: Plan[] };
      expect(plans.subscription_types.length).toBeGreaterThanOrEqual(3);
      expect(plans.subscription_types.every((plan) => plan.views === undefined)).toBe(true);
    }
  });

  test('an unknown type is a field error', async () => {
    const response = await provider.request('/api/vst/params/getSubscriptionTypes?type=gold');
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).ResponseMessage.type).toBeDefined();
  });
});

describe('starting a payment', () => {
  const professional = { subscription_id: 2, amount: 8000, payment_gateway: 'paystack', currency: 'NGN' };

  test('answers the sandbox checkout of the chosen gateway and stores a pending payment at the plan price', async () => {
    const { status, body } = await start('subscriptionPayment', professional);
    expect(status).toBe(201);
    expect(body.paymentUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/__sandbox/gateways/paystack/checkout/VST-[0-9a-f]{32}$`));
    const reference = decodeURIComponent(body.paymentUrl.split('/').pop() as string);
    const [payment] = await provider.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ status: 'pending', amount: 8000, currency: 'NGN', paymentType: 'Subscription_Payment', subscriptionTypeId: 2 });
  });

  test('each start gets its own unguessable reference', async () => {
    const first = await startedReference('subscriptionPayment', professional);
    const second = await startedReference('subscriptionPayment', professional);
    expect(first).not.toBe(second);
  });

  test('needs sign-in', async () => {
    expect((await start('subscriptionPayment', professional, '')).status).toBe(401);
  });

  test('an amount other than the plan price is refused, not corrected', async () => {
    const { status, body } = await start('subscriptionPayment', { ...professional, amount: 100 });
    expect(status).toBe(422);
    expect(body.ResponseMessage.amount).toEqual(['The amount does not match the plan price of NGN 8,000']);
  });

  test('unknown gateway, other currency, unknown plan and a plan of another call are refused', async () => {
    expect((await start('subscriptionPayment', { ...professional, payment_gateway: 'cash' })).body.ResponseMessage.payment_gateway).toBeDefined();
    expect((await start('subscriptionPayment', { ...professional, currency: 'USD' })).body.ResponseMessage.currency).toBeDefined();
    expect((await start('subscriptionPayment', { ...professional, subscription_id: 999 })).status).toBe(404);
    // Plan 8 is a property promotion: bought through propertyAdvertPayment with its property.
    expect((await start('subscriptionPayment', { ...professional, subscription_id: 8, amount: 5000 })).status).toBe(404);
  });

  test('promoting a property is for its owner only', async () => {
    const promotion = { property_advert_id: 8, propertyID: 1, amount: 5000, payment_gateway: 'flutterwave', currency: 'NGN' };
    expect((await start('propertyAdvertPayment', promotion, buyer)).status).toBe(403);
    expect((await start('propertyAdvertPayment', { ...promotion, propertyID: 9999 }, owner)).status).toBe(404);
    expect((await start('propertyAdvertPayment', { ...promotion, amount: 4999 }, owner)).status).toBe(422);
    expect((await start('propertyAdvertPayment', promotion, owner)).status).toBe(201);
  });

  test('an advert must exist, be the payer’s and be verified before it is paid', async () => {
    const advert = { advert_id: 9999, amount: 15000, payment_gateway: 'paystack', currency: 'NGN' };
    expect((await start('advertPayment', advert)).status).toBe(404);
  });
});

describe('the sandbox checkout', () => {
  test('shows the amount with approve and decline buttons', async () => {
    const reference = await startedReference('subscriptionPayment', { subscription_id: 1, amount: 5000, payment_gateway: 'flutterwave', currency: 'NGN' });
    const page = await (await provider.request(`/__sandbox/gateways/flutterwave/checkout/${reference}`)).text();
    expect(page).toContain('NGN 5,000');
    expect(page).toContain('Approve payment');
    expect(page).toContain('Decline payment');
    // The same reference on the other gateway is not a checkout at all.
    expect((await provider.request(`/__sandbox/gateways/paystack/checkout/${reference}`)).status).toBe(404);
  });

  test("returns to the web app's callback with each gateway's own parameters", async () => {
    const paystack = await startedReference('subscriptionPayment', { subscription_id: 1, amount: 5000, payment_gateway: 'paystack', currency: 'NGN' });
    const back = await decide('paystack', paystack, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_APP_URL}/payments/callback`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ trxref: paystack, reference: paystack });

    const flutterwave = await startedReference('subscriptionPayment', { subscription_id: 1, amount: 5000, payment_gateway: 'flutterwave', currency: 'NGN' });
    const returned = Object.fromEntries((await decide('flutterwave', flutterwave, 'decline')).searchParams);
    expect(returned).toEqual({ txref: flutterwave, flwref: expect.stringMatching(/^FLW-/) });
  });
});

describe('payments/handleGatewayCallback', () => {
  test('an approved subscription is Successful and credits one subscription, however often it is verified', async () => {
    const before = (await subscriptionsOf(buyer)).length;
    const reference = await startedReference('subscriptionPayment', { subscription_id: 3, amount: 12000, payment_gateway: 'paystack', currency: 'NGN', propertyID: 2 });
    const back = await decide('paystack', reference, 'approve');

    const first = await callback(back.searchParams.toString(), buyer);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      paymentStatus: 'Successful',
      paymentDetail: { payment_type: 'Subscription_Payment', reference, amount: 12000, currency: 'NGN', subscription_id: 3, subscription_kind: 'background_info', property_id: 2 },
    });
    // A refresh, the back button, the gateway calling again, a visitor with the link: no second credit.
    const replays = await Promise.all([callback(`reference=${reference}`, buyer), callback(`trxref=${reference}`, buyer), callback(`reference=${reference}`)]);
    expect(replays.map((replay) => replay.body.paymentStatus)).toEqual(['Successful', 'Successful', 'Successful']);
    // Pressing approve again at the gateway changes nothing either.
    await decide('paystack', reference, 'approve');
    await callback(`reference=${reference}`, buyer);

    const subscriptions = await subscriptionsOf(buyer);
    expect(subscriptions).toHaveLength(before + 1);
    const mine = (await (await provider.request('/api/vst/payments/mySubscriptions', apiRequest('GET', undefined, buyer))).json()) as { subscriptions: { subscriptionID: number; kind: string; views_remaining: number | null; active: boolean }[] };
    expect(mine.subscriptions.filter((subscription) => subscription.subscriptionID === 3)).toEqual([
      expect.objectContaining({ kind: 'background_info', views_remaining: 10, active: true }),
    ]);
    const credited = subscriptions.find((subscription) => subscription.subscriptionTypeId === 3);
    expect(credited?.viewsRemaining).toBe(10);
    const months = ((credited?.expiresAt.getTime() ?? 0) - (credited?.startsAt.getTime() ?? 0)) / (24 * 3600 * 1000);
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(93);
  });

  // On PostgreSQL (scripts/test-postgres.mjs) these run at once on separate pool connections, as
  // callbacks through two web instances do; without the conditional UPDATE in verifyPayment one of them fails.
  test('callbacks racing for the same approved payment credit it once', async () => {
    const before = (await subscriptionsOf(owner)).length;
    const reference = await startedReference('subscriptionPayment', { subscription_id: 1, amount: 5000, payment_gateway: 'flutterwave', currency: 'NGN' }, owner);
    await decide('flutterwave', reference, 'approve');
    const answers = await Promise.all([1, 2, 3, 4].map(() => callback(`txref=${reference}`, owner)));
    expect(answers.map((answer) => answer.body.paymentStatus)).toEqual(['Successful', 'Successful', 'Successful', 'Successful']);
    expect(await subscriptionsOf(owner)).toHaveLength(before + 1);
  });

  test('a declined payment is Failed and credits nothing, also when verified again', async () => {
    const before = (await subscriptionsOf(buyer)).length;
    const reference = await startedReference('subscriptionPayment', { subscription_id: 2, amount: 8000, payment_gateway: 'flutterwave', currency: 'NGN' }, buyer);
    const back = await decide('flutterwave', reference, 'decline');
    expect((await callback(back.searchParams.toString(), buyer)).body.paymentStatus).toBe('Failed');
    // Approving after the decline is not possible: the gateway's first decision stands.
    await decide('flutterwave', reference, 'approve');
    expect((await callback(`txref=${reference}`, buyer)).body.paymentStatus).toBe('Failed');
    expect(await subscriptionsOf(buyer)).toHaveLength(before);
  });

  test('before the payer decides, the payment is Pending and can still succeed', async () => {
    const reference = await startedReference('subscriptionPayment', { subscription_id: 2, amount: 8000, payment_gateway: 'paystack', currency: 'NGN' }, buyer);
    expect((await callback(`reference=${reference}`, buyer)).body.paymentStatus).toBe('Pending');
    await decide('paystack', reference, 'approve');
    const settled = await callback(`reference=${reference}`, buyer);
    expect(settled.body).toMatchObject({ paymentStatus: 'Successful', paymentDetail: { subscription_kind: 'professional' } });
  });

  test('a second professional plan is refused while the first runs (it would buy nothing)', async () => {
    // The fixture's owner has a running professional subscription.
    const again = await start('subscriptionPayment', { subscription_id: 2, amount: 8000, payment_gateway: 'paystack', currency: 'NGN' }, owner);
    expect(again.status).toBe(409);
    expect(again.body.Detail).toMatch(/^Your professional subscription is active until \d{1,2} \w+ \d{4}: add your services without paying again\.$/);
    // Other plans are still for sale to the same user.
    expect((await start('subscriptionPayment', { subscription_id: 1, amount: 5000, payment_gateway: 'paystack', currency: 'NGN' }, owner)).status).toBe(201);
  });

  test('a forged or unknown reference is not found', async () => {
    expect((await callback('reference=VST-00000000000000000000000000000000', buyer)).status).toBe(404);
    expect((await callback('txref=anything')).status).toBe(404);
  });

  test("another signed-in user's reference is not found, and disagreeing parameters are refused", async () => {
    const reference = await startedReference('subscriptionPayment', { subscription_id: 1, amount: 5000, payment_gateway: 'paystack', currency: 'NGN' }, owner);
    await decide('paystack', reference, 'approve');
    expect((await callback(`reference=${reference}`, buyer)).status).toBe(404);
    expect((await callback(`reference=${reference}&trxref=VST-other`, owner)).status).toBe(400);
    expect((await callback('', owner)).status).toBe(422);
    // The refusals did not settle it: its owner still gets the credit.
    expect((await callback(`reference=${reference}`, owner)).body.paymentStatus).toBe('Successful');
  });

  test('a gateway record for another amount or currency is refused: Failed, nothing credited', async () => {
    const before = (await subscriptionsOf(buyer)).length;
    for (const tamper of [{ amount: 1 }, { currency: 'USD' }]) {
      const reference = await startedReference('subscriptionPayment', { subscription_id: 4, amount: 30000, payment_gateway: 'paystack', currency: 'NGN' });
      await decide('paystack', reference, 'approve');
      await provider.db.update(sandboxGatewayTransactions).set(tamper).where(eq(sandboxGatewayTransactions.reference, reference));
      expect((await callback(`reference=${reference}`, buyer)).body.paymentStatus).toBe('Failed');
    }
    expect(await subscriptionsOf(buyer)).toHaveLength(before);
  });

  test('a paid promotion features the property for the plan months, ahead of the others', async () => {
    const reference = await startedReference('propertyAdvertPayment', { property_advert_id: 9, propertyID: 13, amount: 12000, payment_gateway: 'paystack', currency: 'NGN' }, owner);
    const featuredIds = async () => {
      const response = await provider.request('/api/vst/params/filterProperties?transaction_type=BUY');
      return ((await response.json()) as { featured_properties: { data: { id: number }[] } }).featured_properties.data.map((card) => card.id);
    };
    const cardOf13 = async () =>
      ((await (await provider.request('/api/vst/params/getPropertyDetail?propertyId=13')).json()) as { property: { featured: boolean } }).property;
    expect(await featuredIds()).not.toContain(13);
    expect((await cardOf13()).featured).toBe(false);
    await decide('paystack', reference, 'approve');
    const verified = await callback(`reference=${reference}`, owner);
    expect(verified.body).toMatchObject({ paymentStatus: 'Successful', paymentDetail: { payment_type: 'Property_Advert_Payment', property_id: 13 } });
    await callback(`reference=${reference}`, owner);
    expect(await provider.db.select().from(propertyAdverts).where(eq(propertyAdverts.propertyId, 13))).toHaveLength(1);
    expect((await featuredIds())[0]).toBe(13);
    // Its card says so wherever it is shown, not only in the featured list.
    expect((await cardOf13()).featured).toBe(true);
  });
});

describe('advert payments', () => {
  test('a verified advert is paid at its plan price and runs from the payment', async () => {
    const [user] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
    const [advert] = await provider.db
      .insert(adverts)
      .values({ userId: user?.id ?? 0, planId: 6, category: 'Banks', title: 'Loans', description: 'Home loans', fileKey: 'tip.png', fileName: 'loans.png', status: 'verified' })
      .returning();
    const advertId = advert?.id ?? 0;
    expect((await start('advertPayment', { advert_id: advertId, amount: 15000, payment_gateway: 'paystack', currency: 'NGN' })).status).toBe(422);
    expect((await start('advertPayment', { advert_id: advertId, amount: 40500, payment_gateway: 'paystack', currency: 'NGN' }, owner)).status).toBe(404);
    const reference = await startedReference('advertPayment', { advert_id: advertId, amount: 40500, payment_gateway: 'paystack', currency: 'NGN' });
    await decide('paystack', reference, 'approve');
    const verified = await callback(`reference=${reference}`, buyer);
    expect(verified.body).toMatchObject({ paymentStatus: 'Successful', paymentDetail: { payment_type: 'Advert_Payment', advert_id: advertId, amount: 40500 } });
    await callback(`reference=${reference}`, buyer);
    const [paid] = await provider.db.select().from(adverts).where(eq(adverts.id, advertId));
    expect(paid?.status).toBe('active');
    // Paid once: the replay did not add another three months.
    const days = ((paid?.expiresAt?.getTime() ?? 0) - (paid?.paidAt?.getTime() ?? 0)) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThan(93);
    // Once paid, it cannot be paid again.
    expect((await start('advertPayment', { advert_id: advertId, amount: 40500, payment_gateway: 'paystack', currency: 'NGN' })).status).toBe(409);
  });
});

describe('gateway parameters', () => {
  test('any of reference, trxref, txref and tx_ref names the payment; several must agree', () => {
    expect(referenceOf({ reference: 'R', trxref: 'R' })).toBe('R');
    expect(referenceOf({ tx_ref: 'R' })).toBe('R');
    expect(() => referenceOf({ tx_ref: 'R', txref: 'S' })).toThrow('The payment references do not agree');
    expect(referenceOf({ txref: ' R ' })).toBe('R');
    expect(() => referenceOf({ reference: 'R', txref: 'S' })).toThrow('The payment references do not agree');
    expect(() => referenceOf({ reference: ' ' })).toThrow();
  });
});
