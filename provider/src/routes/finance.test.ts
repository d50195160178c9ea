/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { loanPreapprovals } from '../db/schema';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 30_000);
afterAll(() => provider.close());

async function call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & Refusal };
}

describe('params/affordabilityCalculator', () => {
  type Result = { amount_affordable: number; monthly_instalment: number; tenure_months: number; affordable_property: { data: { id: number; price: string }[] } };

  test('a third of the salary over the plan months plus the down payment; the dearest homes for sale at or under it', async () => {
    // 300,000 a month: 100,000 × 36 months + 2,000,000 = 5,600,000. BUY fixture homes are the odd ids at n million.
    const { status, body } = await call('POST', 'params/affordabilityCalculator', {
      net_salary: 300_000, down_payment: 2_000_000, installment_option: 'off_plan', per_page: 3,
    });
    expect(status).toBe(200);
    const result = body as unknown as Result;
    expect(result).toMatchObject({ amount_affordable: 5_600_000, monthly_instalment: 100_000, tenure_months: 36 });
    expect(result.affordable_property.data.map((card) => [card.id, card.price])).toEqual([[5, '5000000'], [3, '3000000'], [1, '1000000']]);
  });

  test('completed homes are paid within 12 months, under construction 24; digit strings are accepted; per_page defaults to 3', async () => {
    const completed = (await call('POST', 'params/affordabilityCalculator', { net_salary: '300000', down_payment: '0', installment_option: 'completed' })).body as unknown as Result;
    expect(completed.amount_affordable).toBe(1_200_000);
    expect(completed.affordable_property.data.map((card) => card.id)).toEqual([1]);
    const building = (await call('POST', 'params/affordabilityCalculator', { net_salary: 900_000, down_payment: 10_000_000, installment_option: 'under_construction' })).body as unknown as Result;
    expect(building.amount_affordable).toBe(10_000_000 + 300_000 * 24);
    expect(building.affordable_property.data.map((card) => card.id)).toEqual([17, 15, 13]);
  });

  test('every field is checked at once', async () => {
    const { status, body } = await call('POST', 'params/affordabilityCalculator', { net_salary: 'lots', installment_option: 'rent' });
    expect(status).toBe(422);
    expect(body.ResponseMessage).toEqual({
      net_salary: ['Must be a positive whole number of naira'],
      down_payment: ['This is required.'],
      installment_option: ['Must be off_plan, completed or under_construction'],
    });
  });
});

describe('params/getMortgageCompanies', () => {
  test('the seeded lenders in order, with the yearly rate and the fixed years as tenure', async () => {
    const { status, body } = await call('GET', 'params/getMortgageCompanies');
    expect(status).toBe(200);
    const companies = body.mortgageCompanies as { name: string; rates: number; tenure: string; max_tenure_years: number }[];
    expect(companies.length).toBeGreaterThanOrEqual(6);
    expect(companies[0]).toMatchObject({ name: 'Federal Mortgage Bank of Nigeria (NHF)', rates: 6, tenure: '30 years', max_tenure_years: 30 });
    expect(companies.find((company) => company.name === 'Stanbic IBTC Home Loans')).toMatchObject({ rates: 24.5, tenure: '1 year' });
  });
});

describe('payments/myPaymentProfile and myPropertyPaymentHistory', () => {
  test("the buyer's purchases, newest first, with what is paid and what is outstanding", async () => {
    const { status, body } = await call('GET', 'payments/myPaymentProfile', undefined, buyer);
    expect(status).toBe(200);
    const list = body.myProperties as { id: number; purchase_price: number; amount_paid: number; amount_outstanding: number }[];
    expect(list.map((item) => item.id)).toEqual([5, 7]);
    expect(list[0]).toMatchObject({ purchase_price: 5_000_000, amount_paid: 1_500_000, amount_outstanding: 3_500_000 });
  });

  test('the owner bought nothing; a visitor is refused', async () => {
    expect((await call('GET', 'payments/myPaymentProfile', undefined, owner)).body.myProperties).toEqual([]);
    expect((await call('GET', 'payments/myPaymentProfile')).status).toBe(401);
  });

  test('the history of a purchase: a paid deposit, then unpaid instalments in due order', async () => {
    const { status, body } = await call('GET', 'payments/myPropertyPaymentHistory?property_id=7', undefined, buyer);
    expect(status).toBe(200);
    expect(body.property).toMatchObject({ propertyID: 7, name: 'Fixture home 7' });
    const rows = body.paymentHistory as { amount: number; payment_status: number; reference: string; updated_at: string }[];
    expect(rows.map((row) => [row.amount, row.payment_status])).toEqual([
      [2_100_000, 1], [816_666, 0], [816_666, 0], [816_666, 0], [816_666, 0], [816_666, 0], [816_670, 0],
    ]);
    expect(rows[0]!.reference).toBe('NH-000007-00');
    expect(Number.isNaN(Date.parse(rows[0]!.updated_at))).toBe(false);
  });

  test("another user's purchase is refused; unknown and missing ids are 404 and 422", async () => {
    const refused = await call('GET', 'payments/myPropertyPaymentHistory?property_id=7', undefined, owner);
    expect(refused).toEqual({ status: 403, body: { Detail: 'You can only see the payment history of a property you purchased' } });
    expect((await call('GET', 'payments/myPropertyPaymentHistory?property_id=999', undefined, buyer)).status).toBe(404);
    expect((await call('GET', 'payments/myPropertyPaymentHistory', undefined, buyer)).status).toBe(422);
    expect((await call('GET', 'payments/myPropertyPaymentHistory?property_id=7')).status).toBe(401);
  });
});

describe('services/submitLoanPreapproval', () => {
  const request = {
    loanType: 'Home Purchase', homeType: 'Condominium', location: 'Lekki, Lagos', priceRange: '20000000 - 45000000',
    downPayment: 9_000_000, employmentStatus: 'Employed', email: 'Ada@Example.com', phoneNumber: '08031234567',
  };

  test('a visitor request is stored with its price range split and the e-mail lower-cased', async () => {
    const { status, body } = await call('POST', 'services/submitLoanPreapproval', request);
    expect(status).toBe(201);
    const [stored] = await provider.db.select().from(loanPreapprovals).where(eq(loanPreapprovals.id, body.id as number));
    expect(stored).toMatchObject({ userId: null, priceMin: 20_000_000, priceMax: 45_000_000, downPayment: 9_000_000, email: 'ada@example.com', homeType: 'Condominium' });
  });

  test("a signed-in user's request is tied to the account; the phone is optional", async () => {
    const { status, body } = await call('POST', 'services/submitLoanPreapproval', { ...request, phoneNumber: '' }, buyer);
    expect(status).toBe(201);
    const [stored] = await provider.db.select().from(loanPreapprovals).where(eq(loanPreapprovals.id, body.id as number));
    expect(stored?.userId).not.toBeNull();
    expect(stored?.phoneNumber).toBeNull();
  });

  test("the wizard's messages, every field at once, and ranges outside the sliders", async () => {
    const { status, body } = await call('POST', 'services/submitLoanPreapproval', {
      loanType: 'Car loan', homeType: 'Castle', location: ' ', priceRange: '5000000 - 20000000', downPayment: 1_000_000, email: '',
    });
    expect(status).toBe(422);
    expect(body.ResponseMessage).toEqual({
      loanType: ['Choose a loan type'],
      homeType: ['Choose a home type'],
      location: ['Enter a location'],
      priceRange: ['Select a price range'],
      downPayment: ['Down payment is required'],
      employmentStatus: ['Employment status is required'],
      email: ['Email is required'],
    });
    const reversed = await call('POST', 'services/submitLoanPreapproval', { ...request, priceRange: '50000000 - 20000000', email: 'not-mail' });
    expect(reversed.body.ResponseMessage).toEqual({ priceRange: ['Select a price range'], email: ['Please enter a valid e-mail address'] });
  });
});

test('the finance banner', async () => {
  const { status, body } = await call('GET', 'banner/finance');
  expect(status).toBe(200);
  expect(body.banner).toMatchObject({ title: 'Banner of finance' });
});
