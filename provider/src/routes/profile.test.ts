/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { properties } from '../db/schema';
import { FIXTURE_PASSWORD, LAGOS, OYO } from '../testing/fixtureSeedData';
import { signIn, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_PUBLIC_URL, type TestProvider } from '../testing/testProvider';
import { multipartRequest, pixelBombPng, tinyPdf, tinyPng } from '../testing/uploads';

let provider: TestProvider;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  buyer = await signIn(provider, 'buyer@example.com');
}, 30_000);
afterAll(() => provider.close());

type UserInfo = {
  userID: number; firstName: string; email: string; profile_image: string | null; religion: string | null; date_of_birth: string | null;
  state: { id: number; name: string } | null; valid_id_link: string | null; utility_bill_link: string | null;
  notificationSettings: Record<string, 0 | 1>;
};

async function call<Body = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token = buyer) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}
async function upload<Body = unknown>(path: string, ...request: Parameters<typeof multipartRequest>) {
  const response = await provider.request(`/api/vst/${path}`, multipartRequest(...request));
  return { status: response.status, body: (await response.json()) as Body };
}

const png = (name = 'photo.png') => ({ bytes: tinyPng(), name, type: 'image/png' });
const pdf = (name: string) => ({ bytes: tinyPdf(), name, type: 'application/pdf' });

test('every profile operation answers 401 without a token', async () => {
  const refusals = await Promise.all([
    provider.request('/api/vst/profile/getUserInfo'),
    provider.request('/api/vst/profile/changeNotificationSetting', apiRequest('POST', { promo: 1 })),
    provider.request('/api/vst/profile/changeImage', multipartRequest({}, { profile_image: [png()] })),
    provider.request('/api/vst/profile/modifyInfo', multipartRequest({ firstName: 'X' })),
    provider.request('/api/vst/profile/deleteAccount', apiRequest('POST', { confirm: true })),
  ]);
  expect(refusals.map((response) => response.status)).toEqual([401, 401, 401, 401, 401]);
});

test('getUserInfo answers the signed-in user', async () => {
  const { status, body } = await call<{ userInfo: UserInfo }>('GET', 'profile/getUserInfo');
  expect(status).toBe(200);
  expect(body.userInfo).toMatchObject({ firstName: 'Bola', email: 'buyer@example.com', state: { id: OYO, name: 'Oyo' } });
});

describe('profile/changeNotificationSetting', () => {
  test('saves the flags sent and keeps the others; the three-way choice moves between two flags', async () => {
    const once = await call<{ userInfo: UserInfo }>('POST', 'profile/changeNotificationSetting', { in_real_time: 0, once_a_day: 1, promo: '1', userID: 99 });
    expect(once.status).toBe(200);
    expect(once.body.userInfo.notificationSettings).toMatchObject({ in_real_time: 0, once_a_day: 1, promo: 1, new_post: 1 });
    const none = await call<{ userInfo: UserInfo }>('POST', 'profile/changeNotificationSetting', { once_a_day: 0 });
    expect(none.body.userInfo.notificationSettings).toMatchObject({ in_real_time: 0, once_a_day: 0, promo: 1 });
    const reloaded = await call<{ userInfo: UserInfo }>('GET', 'profile/getUserInfo');
    expect(reloaded.body.userInfo.notificationSettings).toEqual(none.body.userInfo.notificationSettings);
  });

  test('values other than 0 and 1, and both delivery choices at once, are 422', async () => {
    const bad = await call<Refusal>('POST', 'profile/changeNotificationSetting', { promo: 2, discount: true, new_post: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.ResponseMessage).toEqual({ promo: ['Must be 0 or 1'], discount: ['Must be 0 or 1'], new_post: ['Must be 0 or 1'] });
    const both = await call<Refusal>('POST', 'profile/changeNotificationSetting', { in_real_time: 1, once_a_day: 1 });
    expect(both).toMatchObject({ status: 422, body: { ResponseMessage: { once_a_day: ['Choose in real time or once a day, not both'] } } });
  });
});

test('changeImage stores one image and links it; anything but an image is 422', async () => {
  const changed = await upload<{ userInfo: UserInfo }>('profile/changeImage', {}, { profile_image: [png('me.png')] }, buyer);
  expect(changed.status).toBe(200);
  expect(changed.body.userInfo.profile_image).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/files/uploads/[0-9a-f]{64}$`));
  const refused = await upload<Refusal>('profile/changeImage', {}, { profile_image: [pdf('me.pdf')] }, buyer);
  expect(refused).toMatchObject({ status: 422, body: { ResponseMessage: { profile_image: ['me.pdf is not a PNG, JPEG, WebP or GIF image'] } } });
  const missing = await upload<Refusal>('profile/changeImage', {}, {}, buyer);
  expect(missing.body.ResponseMessage).toEqual({ profile_image: ['This is required.'] });
});

test('changeImage refuses an image bomb: a 16,000 x 16,000 PNG of under a megabyte is never stored', async () => {
  const bomb = await pixelBombPng();
  expect(bomb.byteLength).toBeLessThan(1024 * 1024);
  const before = await call<{ userInfo: UserInfo }>('GET', 'profile/getUserInfo');
  const started = Date.now();
  const refused = await upload<Refusal>('profile/changeImage', {}, { profile_image: [{ bytes: bomb, name: 'plain.png', type: 'image/png' }] }, buyer);
  expect(refused).toMatchObject({ status: 422, body: { ResponseMessage: { profile_image: ['plain.png is larger than 50 megapixels (for example 8000 x 6000)'] } } });
  expect(Date.now() - started).toBeLessThan(2_000);
  const after = await call<{ userInfo: UserInfo }>('GET', 'profile/getUserInfo');
  expect(after.body.userInfo.profile_image).toBe(before.body.userInfo.profile_image);
}, 60_000);

describe('profile/modifyInfo', () => {
  const profile = {
    firstName: 'Bolanle', lastName: 'Buyer', phone: '0802 000 0001', religion: 'christian', gender: 'female',
    country_id: '161', state_id: String(LAGOS), address: '3 New Road, Ikeja', date_of_birth: '1990-04-01', userID: '1',
  };

  test('identity documents are required while none is on file', async () => {
    const refused = await upload<Refusal>('profile/modifyInfo', profile, {}, buyer);
    expect(refused.status).toBe(422);
    expect(refused.body.ResponseMessage).toEqual({ valid_id_card: ['This is required.'], utility_bill: ['This is required.'] });
  });

  test('saves the profile with an image ID and a PDF bill; later edits need no documents', async () => {
    const saved = await upload<{ userInfo: UserInfo }>('profile/modifyInfo', profile, { valid_id_card: [png('id.png')], utility_bill: [pdf('bill.pdf')] }, buyer);
    expect(saved.status).toBe(200);
    expect(saved.body.userInfo).toMatchObject({ firstName: 'Bolanle', religion: 'christian', date_of_birth: '1990-04-01', state: { id: LAGOS, name: 'Lagos' } });
    expect(saved.body.userInfo.valid_id_link).toContain('/private-files/uploads/');
    const bill = await provider.request(saved.body.userInfo.utility_bill_link!.replace(TEST_PUBLIC_URL, ''), apiRequest('GET', undefined, buyer));
    expect(bill.headers.get('Content-Type')).toBe('application/pdf');

    const again = await upload<{ userInfo: UserInfo }>('profile/modifyInfo', { ...profile, firstName: 'Bola', date_of_birth: '' }, {}, buyer);
    expect(again.status).toBe(200);
    expect(again.body.userInfo).toMatchObject({ firstName: 'Bola', date_of_birth: null, valid_id_link: saved.body.userInfo.valid_id_link });
  });

  test('every field is checked at once, places included', async () => {
    const bad = { firstName: ' ', phone: 'none', religion: 'other', gender: '', country_id: '161', state_id: '99', date_of_birth: '01/04/1990' };
    const refused = await upload<Refusal>('profile/modifyInfo', bad, { valid_id_card: [{ bytes: Buffer.from('<html>'), name: 'id.html', type: 'text/html' }] }, buyer);
    expect(refused.body.ResponseMessage).toEqual({
      firstName: ['This is required.'],
      lastName: ['This is required.'],
      phone: ['Must contain a digit'],
      religion: ['Choose christian or muslim'],
      gender: ['This is required.'],
      address: ['This is required.'],
      date_of_birth: ['Use the yyyy-MM-dd format'],
      valid_id_card: ['id.html is not a PDF or a PNG, JPEG, WebP or GIF image'],
    });
    const elsewhere = await upload<Refusal>('profile/modifyInfo', { ...profile, state_id: '99' }, {}, buyer);
    expect(elsewhere.body.ResponseMessage).toEqual({ state_id: ['Unknown state'] });
  });
});

test('deleteAccount needs confirming, then removes the account and its listings; the e-mail can no longer sign in', async () => {
  const owner = await signIn(provider, 'owner@example.com');
  const secondSession = await signIn(provider, 'owner@example.com');
  expect(await call<Refusal>('POST', 'profile/deleteAccount', {}, owner)).toMatchObject({
    status: 422,
    body: { ResponseMessage: { confirm: ['Confirm that you want to delete your account'] } },
  });
  expect(await call('POST', 'profile/deleteAccount', { confirm: true }, owner)).toEqual({ status: 200, body: { Detail: 'Your account has been deleted' } });

  expect((await call('GET', 'profile/getUserInfo', undefined, secondSession)).status).toBe(401);
  const login = await call('POST', 'login', { email: 'owner@example.com', password: FIXTURE_PASSWORD }, '');
  expect(login).toEqual({ status: 400, body: { Detail: 'Invalid email or password' } });
  // The owner's listings are gone from public queries.
  expect(await provider.db.select().from(properties).where(eq(properties.id, 1))).toEqual([]);
  expect((await call('GET', 'params/getPropertyDetail?propertyId=1', undefined, '')).status).toBe(404);
});
