/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { adverts, customerAdvertRequests, subscriptionTypes } from '../db/schema';
import { activateAdvert, advertAwaitingPayment } from '../queries/adverts';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_PUBLIC_URL, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng, type UploadFile } from '../testing/uploads';

let provider: TestProvider;
let owner: string;
let buyer: string;
let monthlyPlan: number;
let backgroundPlan: number;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
  // Plans of their own, so these tests do not depend on the fixture's plan list.
  const plans = await provider.db
    .insert(subscriptionTypes)
    .values([
      { kind: 'advert', title: 'Advert test plan', description: 'Three months', amount: 15_000, durationMonths: 3 },
      { kind: 'background_info', title: 'Documents test plan', description: 'Views', amount: 5_000, durationMonths: 1, views: 3 },
    ])
    .returning({ id: subscriptionTypes.id });
  [monthlyPlan, backgroundPlan] = plans.map((plan) => plan.id) as [number, number];
}, 30_000);
afterAll(() => provider.close());

type Advert = {
  advertID: number; status: string; amount: number; title: string; category: string; file_link: string; file_name: string;
  plan: { subscriptionID: number; title: string; amount: number; duration: number };
  verified_at: string | null; paid_at: string | null; expires_at: string | null;
};

async function upload<Body = unknown>(path: string, text: Record<string, string>, files: Record<string, UploadFile[]>, token?: string) {
  const response = await provider.request(`/api/vst/${path}`, multipartRequest(text, files, token));
  return { status: response.status, body: (await response.json()) as Body };
}
async function call<Body = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token = owner) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}

const png = (name = 'advert.png'): UploadFile => ({ bytes: tinyPng(), name, type: 'image/png' });
const text = (content: string, name = 'advert.txt'): UploadFile => ({ bytes: Buffer.from(content, 'utf8'), name, type: 'text/plain' });

const advertRequest = {
  firstName: 'Ada',
  lastName: 'Eze',
  email: 'Ada@Example.com',
  phoneNumber: '+234 801 234 5678',
  companyName: 'Eze Paints',
  companyWebsite: 'ezepaints.ng',
  productInformation: 'Weatherproof paint for Lagos homes.',
};

describe('params/createCustomerAdvert', () => {
  test('a visitor sends a request with an image: stored, answered with its confirmation', async () => {
    const sent = await upload<{ Detail: string }>('params/createCustomerAdvert', advertRequest, { advert_image: [png()] });
    expect(sent).toEqual({ status: 201, body: { Detail: 'Advert request was successfully created, an admin will contact you.' } });
    const [stored] = await provider.db.select().from(customerAdvertRequests).where(eq(customerAdvertRequests.companyName, 'Eze Paints'));
    expect(stored).toMatchObject({ email: 'ada@example.com', userId: null, companyWebsite: 'ezepaints.ng' });
  });

  test('a signed-in sender is recorded; the website is optional', async () => {
    const sent = await upload('params/createCustomerAdvert', { ...advertRequest, companyWebsite: '', companyName: 'Signed In Ltd' }, { advert_image: [png()] }, buyer);
    expect(sent.status).toBe(201);
    const [stored] = await provider.db.select().from(customerAdvertRequests).where(eq(customerAdvertRequests.companyName, 'Signed In Ltd'));
    expect(stored?.userId).toEqual(expect.any(Number));
    expect(stored?.companyWebsite).toBeNull();
  });

  test('every field is checked at once: required, a digit in the phone, 400 characters, the image by its bytes', async () => {
    const refused = await upload<Refusal>(
      'params/createCustomerAdvert',
      { ...advertRequest, firstName: ' ', phoneNumber: 'call me', companyWebsite: 'not a website', productInformation: 'x'.repeat(401) },
      { advert_image: [{ bytes: tinyPdf(), name: 'disguised.png', type: 'image/png' }] },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.ResponseMessage).toEqual({
      firstName: ['This is required.'],
      phoneNumber: ['Must contain a digit'],
      companyWebsite: ['Enter a web address such as example.com'],
      productInformation: ['Must be at most 400 characters'],
      advert_image: ['disguised.png is not a PNG, JPEG, WebP or GIF image'],
    });
    const missing = await upload<Refusal>('params/createCustomerAdvert', {}, {});
    expect(Object.keys(missing.body.ResponseMessage).sort()).toEqual(
      ['advert_image', 'companyName', 'email', 'firstName', 'lastName', 'phoneNumber', 'productInformation'],
    );
  });
});

const documentFields = (plan: number) => ({ category: 'Building materials', title: 'Paint sale', description: 'Half price in May', subscription_id: String(plan) });

describe('the advert document: upload, verify, pay', () => {
  test('upload needs sign-in, an advert plan, and a file of the stated formats by content', async () => {
    const anonymous = await upload('adverts/uploadAdvertDocument', documentFields(monthlyPlan), { file: [png()] });
    expect(anonymous.status).toBe(401);
    const html = await upload<Refusal>('adverts/uploadAdvertDocument', documentFields(monthlyPlan), { file: [text('<html><script>alert(1)</script></html>', 'notes.txt')] }, owner);
    expect(html.body.ResponseMessage).toEqual({ file: ['notes.txt is not a PNG, JPG, PDF, MP4, AVI or plain-text file'] });
    const wrongPlan = await upload<Refusal>('adverts/uploadAdvertDocument', documentFields(backgroundPlan), { file: [png()] }, owner);
    expect(wrongPlan.body.ResponseMessage).toEqual({ subscription_id: ['Not an advert plan'] });
    const missing = await upload<Refusal>('adverts/uploadAdvertDocument', {}, {}, owner);
    expect(Object.keys(missing.body.ResponseMessage).sort()).toEqual(['category', 'description', 'file', 'subscription_id', 'title']);
  });

  test('the advert is priced by its plan, verified by its owner only, then awaits payment once', async () => {
    const mp4 = { bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12, 1)]), name: 'clip.mp4', type: 'video/mp4' };
    const created = await upload<{ advert: Advert }>('adverts/uploadAdvertDocument', { ...documentFields(monthlyPlan), amount: '1' }, { file: [mp4] }, owner);
    expect(created.status).toBe(201);
    const advert = created.body.advert;
    expect(advert).toMatchObject({
      status: 'uploaded', amount: 15_000, file_name: 'clip.mp4', title: 'Paint sale',
      plan: { subscriptionID: monthlyPlan, title: 'Advert test plan', amount: 15_000, duration: 3 },
    });
    // Private to its owner until it is paid for and runs.
    expect(advert.file_link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/private-files/uploads/[0-9a-f]{64}$`));
    const ids = { advertId: advert.advertID, userId: (await ownerId()) };
    await expect(advertAwaitingPayment(provider.db, ids)).rejects.toMatchObject({ status: 409 });

    const stranger = await call<Refusal>('POST', 'adverts/verifyAdvertDocument', { advert_id: advert.advertID }, buyer);
    expect(stranger).toEqual({ status: 404, body: { Detail: 'Advert not found' } });
    expect((await call('GET', `adverts/getAdvert?advert_id=${advert.advertID}`, undefined, buyer)).status).toBe(404);

    const verified = await call<{ Detail: string; advert: Advert }>('POST', 'adverts/verifyAdvertDocument', { advert_id: advert.advertID });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ Detail: 'Document Verified & Accepted', advert: { status: 'verified', verified_at: expect.any(String) } });
    const again = await call<{ advert: Advert }>('POST', 'adverts/verifyAdvertDocument', { advert_id: advert.advertID });
    expect(again.body.advert.verified_at).toBe(verified.body.advert.verified_at);
    await expect(advertAwaitingPayment(provider.db, ids)).resolves.toEqual({ planId: monthlyPlan });
    await expect(advertAwaitingPayment(provider.db, { ...ids, userId: ids.userId + 1000 })).rejects.toMatchObject({ status: 404 });

    const paidAt = new Date('2026-01-31T10:00:00Z');
    await provider.db.transaction((tx) => activateAdvert(tx, advert.advertID, paidAt));
    await expect(advertAwaitingPayment(provider.db, ids)).rejects.toMatchObject({ status: 409 });
    const [stored] = await provider.db.select().from(adverts).where(eq(adverts.id, advert.advertID));
    expect(stored).toMatchObject({ status: 'active', paidAt, expiresAt: new Date('2026-05-01T10:00:00Z') });
    const afterPayment = await call<Refusal>('POST', 'adverts/verifyAdvertDocument', { advert_id: advert.advertID });
    expect(afterPayment.status).toBe(409);
  });

  test('myAdverts lists only the user\'s adverts, newest first, a lapsed one as expired', async () => {
    const plain = await upload<{ advert: Advert }>('adverts/uploadAdvertDocument', { ...documentFields(monthlyPlan), title: 'Newest' }, { file: [text('Plain words, ₦ sign and all.')] }, owner);
    expect(plain.status).toBe(201);
    const mine = await call<{ adverts: Advert[] }>('GET', 'adverts/myAdverts');
    expect(mine.status).toBe(200);
    expect(mine.body.adverts.map((advert) => [advert.title, advert.status])).toEqual([['Newest', 'uploaded'], ['Paint sale', 'expired']]);
    const theirs = await call<{ adverts: Advert[] }>('GET', 'adverts/myAdverts', undefined, buyer);
    expect(theirs.body.adverts).toEqual([]);
    expect((await call('GET', 'adverts/myAdverts', undefined, '')).status).toBe(401);
  });
});

async function ownerId(): Promise<number> {
  const response = await call<{ userInfo: { userID: number } }>('GET', 'profile/getUserInfo');
  return response.body.userInfo.userID;
}
