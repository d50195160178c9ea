/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { desc, eq } from 'drizzle-orm';
import { phoneCodeDays, phoneCodes, smsOutbox, users, verificationRequests } from '../db/schema';
import { takeDailyPhoneCode } from '../queries/phoneCodes';
import { storeUploadedFile } from '../queries/files';
import { signIn, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { tinyPdf } from '../testing/uploads';

let provider: TestProvider;
let owner: string;
let buyer: string;
let ownerId: number;
let buyerId: number;
beforeAll(async () => {
  provider = await startTestProvider();
  [owner, buyer] = await Promise.all([signIn(provider, 'owner@example.com'), signIn(provider, 'buyer@example.com')]);
  const rows = await provider.db.select({ id: users.id, email: users.email }).from(users);
  ownerId = rows.find((row) => row.email === 'owner@example.com')!.id;
  buyerId = rows.find((row) => row.email === 'buyer@example.com')!.id;
}, 120_000);
afterAll(() => provider.close());

async function call<Body>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await provider.request(`/api/vst${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}

type Status = {
  verified_as: string | null;
  request: { id: number; kind: string; status: string; reason: string | null; phone: string; cac_number: string | null; lasrera_number: string | null } | null;
  phone_confirmed: string | null;
  sms_available: boolean;
  valid_id_link: string | null;
  lasrera_required: boolean;
};
const statusOf = async (token: string) => (await call<{ verification: Status }>('GET', '/verification/status', undefined, token)).body.verification;

/** The code the stand-in sender texted last to the number, read where a tester reads it. */
async function lastCodeTo(phone: string): Promise<string> {
  const messages = (await (await provider.request('/__dev/sms-outbox')).json()) as { to: string; text: string }[];
  const text = messages.find((message) => message.to === phone)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** Each call a document of its own bytes (keys are content hashes: the same bytes would be one file). */
let documents = 0;
async function giveValidId(userId: number) {
  const bytes = Buffer.concat([tinyPdf(), Buffer.from(`\n% ID ${userId} ${++documents}\n`)]);
  const key = await storeUploadedFile(provider.db, provider.storage, bytes, 'application/pdf');
  await provider.db.update(users).set({ validIdKey: key }).where(eq(users.id, userId));
  return key;
}

const cardOf = async (propertyId: number) =>
  (await call<{ property: { verified_advertiser: string | null; owner: { id: number } } }>('GET', `/params/getPropertyDetail?propertyId=${propertyId}`)).body.property;
const listedIds = async (query: string) =>
  (await call<{ properties: { data: { id: number }[] } }>('GET', `/params/filterProperties?per_page=48&${query}`)).body.properties.data.map((card) => card.id);

/** A member of the test's own, signed in, so the limits other tests used up do not bear on it. */
async function newMember(name: string) {
  const [template] = await provider.db.select().from(users).where(eq(users.id, ownerId));
  const [member] = await provider.db
    .insert(users)
    .values({ email: `${name}@example.com`, passwordHash: template!.passwordHash, confirmed: true, firstName: name, uniqueCode: `code-${name}` })
    .returning();
  return { id: member!.id, token: await signIn(provider, member!.email) };
}

/** A phone code asked for from the browser at `address` (as the web app forwards it). */
const sendCodeFrom = (address: string, phone: string, token: string) =>
  provider.request('/api/vst/verification/sendPhoneCode', {
    ...apiRequest('POST', { phone }, token),
    headers: { ...apiRequest('POST', { phone }, token).headers, 'X-Forwarded-For': address },
  });

describe('verification requests', () => {
  test('every call needs a signed-in member', async () => {
    expect((await call('GET', '/verification/status')).status).toBe(401);
    expect((await call('POST', '/verification/sendPhoneCode', { phone: '08031234567' })).status).toBe(401);
    expect((await call('POST', '/verification/confirmPhone', { code: '123456' })).status).toBe(401);
    expect((await call('POST', '/verification/request', { kind: 'owner' })).status).toBe(401);
  });

  test('a request needs the ID on file and a confirmed phone, and says so for both', async () => {
    const before = await statusOf(buyer);
    expect(before).toMatchObject({ verified_as: null, request: null, phone_confirmed: null, sms_available: true, valid_id_link: null, lasrera_required: false });
    const refused = await call<Refusal>('POST', '/verification/request', { kind: 'owner' }, buyer);
    expect(refused.status).toBe(422);
    expect(refused.body.ResponseMessage).toEqual({
      valid_id: ['Upload a valid ID in your profile first'],
      phone: ['Confirm your phone number with a code first'],
    });
  });

  test('a phone code is texted to a Nigerian mobile number only, and a wrong one is refused', async () => {
    const bad = await call<Refusal>('POST', '/verification/sendPhoneCode', { phone: '+44 7911 123456' }, buyer);
    expect(bad.status).toBe(422);
    expect(bad.body.ResponseMessage.phone).toEqual(['Enter a Nigerian mobile number such as 0803 123 4567']);
    const sent = await call<{ Detail: string }>('POST', '/verification/sendPhoneCode', { phone: '0802 000 0000' }, buyer);
    expect(sent).toEqual({ status: 200, body: { Detail: 'We have sent a code to +234 *** *** 0000', phone: '+234 *** *** 0000' } });
    const [text] = await provider.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    expect(text).toMatchObject({ to: '+2348020000000', text: expect.stringMatching(/verification code is \d{6}\./) });
    const code = await lastCodeTo('+2348020000000');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await call('POST', '/verification/confirmPhone', { code: wrong }, buyer)).toEqual({
      status: 400,
      body: { Detail: 'The code is wrong or has expired; ask for a new one' },
    });
    expect((await call<Refusal>('POST', '/verification/confirmPhone', { code: '12ab' }, buyer)).status).toBe(422);
    expect((await call('POST', '/verification/confirmPhone', { code }, buyer)).status).toBe(200);
    expect((await statusOf(buyer)).phone_confirmed).toBe('+234 *** *** 0000');
    // Used up: the same code confirms nothing a second time.
    expect((await call('POST', '/verification/confirmPhone', { code }, buyer)).status).toBe(400);
  });

  test('guessing stops after five wrong codes: the right one then fails too', async () => {
    const phone = '+2348010000000';
    expect((await call('POST', '/verification/sendPhoneCode', { phone: '08010000000' }, owner)).status).toBe(200);
    const code = await lastCodeTo(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let guess = 0; guess < 5; guess++) expect((await call('POST', '/verification/confirmPhone', { code: wrong }, owner)).status).toBe(400);
    expect((await call('POST', '/verification/confirmPhone', { code }, owner)).status).toBe(400);
    expect((await statusOf(owner)).phone_confirmed).toBeNull();
  });

  test('codes to one account are limited, so the sender cannot be used to flood a phone', async () => {
    const stranger = await signIn(provider, 'owner@example.com');
    // The owner asked once above; two more are allowed, then 429 with a wait.
    expect((await call('POST', '/verification/sendPhoneCode', { phone: '08010000000' }, stranger)).status).toBe(200);
    expect((await call('POST', '/verification/sendPhoneCode', { phone: '08010000000' }, stranger)).status).toBe(200);
    const refused = await provider.request('/api/vst/verification/sendPhoneCode', apiRequest('POST', { phone: '08010000000' }, stranger));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  test('an agent gives a CAC number in a known format; LASRERA is required only in Lagos', async () => {
    await giveValidId(buyerId);
    const badCac = await call<Refusal>('POST', '/verification/request', { kind: 'agent', cac_number: 'RC-12A' }, buyer);
    expect(badCac.status).toBe(422);
    expect(badCac.body.ResponseMessage).toEqual({ cac_number: ['Enter a CAC number such as RC123456 or BN1234567'] });
    const noCac = await call<Refusal>('POST', '/verification/request', { kind: 'agent', lasrera_number: 'x' }, buyer);
    expect(noCac.body.ResponseMessage).toEqual({ cac_number: ['This is required.'], lasrera_number: ['Enter the LASRERA number as printed, such as LASRERA/AG/2024/00123'] });

    // The buyer lives in Oyo and lists nothing in Lagos: no LASRERA number needed.
    const sent = await call<{ verification: Status }>('POST', '/verification/request', { kind: 'agent', cac_number: 'bn 1234567' }, buyer);
    expect(sent.status).toBe(201);
    expect(sent.body.verification.request).toMatchObject({ kind: 'agent', status: 'pending', cac_number: 'BN1234567', lasrera_number: null, phone: '+234 *** *** 0000' });
    expect(await call('POST', '/verification/request', { kind: 'agent', cac_number: 'RC123456' }, buyer)).toEqual({
      status: 409,
      body: { Detail: 'Your request is already waiting for review' },
    });
  });

  test('an agent in Lagos must give a LASRERA number', async () => {
    const agent = await signIn(provider, 'owner@example.com');
    expect((await statusOf(agent)).lasrera_required).toBe(true);
    await giveValidId(ownerId);
    // The owner's codes are used up for now: confirm the phone directly, as an earlier code would have.
    await provider.db.insert(phoneCodes).values({
      userId: ownerId, phone: '+2348010000000', codeHash: 'x', expiresAt: new Date(Date.now() + 60_000), confirmedAt: new Date(),
    });
    const refused = await call<Refusal>('POST', '/verification/request', { kind: 'agent', cac_number: 'RC123456' }, agent);
    expect(refused.body.ResponseMessage).toEqual({ lasrera_number: ['Agents working in Lagos State must give their LASRERA registration number'] });
  });

  test('the ID sent with a request is readable by its member only (and by staff: see staff tests)', async () => {
    const [request] = await provider.db.select().from(verificationRequests).where(eq(verificationRequests.userId, buyerId));
    const key = request!.validIdKey;
    // The member replaces the ID on their profile: the one staff will check stays stored and private.
    await giveValidId(buyerId);
    const get = (token?: string) => provider.request(`/private-files/${key}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect((await get(buyer)).status).toBe(200);
    expect((await get(owner)).status).toBe(404);
    expect((await get()).status).toBe(401);
    expect((await provider.request(`/files/${key}`)).status).toBe(404);
  });

  test('an approved owner: cards, the detail and the profile say so, and the filter finds only theirs', async () => {
    expect((await cardOf(1)).verified_advertiser).toBeNull();
    const everyone = await listedIds('transaction_type=RENT');
    expect(await listedIds('transaction_type=RENT&verified_only=1')).toEqual([]);
    expect((await call<Refusal>('GET', '/params/filterProperties?verified_only=yes')).status).toBe(422);

    // The buyer's pending agent request is approved (as staff would).
    await provider.db.update(verificationRequests).set({ status: 'approved', reviewedAt: new Date() }).where(eq(verificationRequests.userId, buyerId));
    const verified = await listedIds('transaction_type=RENT&verified_only=1');
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.length).toBeLessThan(everyone.length);
    for (const id of verified) expect((await cardOf(id)).verified_advertiser).toBe('agent');
    expect(await listedIds('transaction_type=RENT&verified_only=0')).toEqual(everyone);
    const me = await call<{ userInfo: { verified_as: string | null } }>('GET', '/profile/getUserInfo', undefined, buyer);
    expect(me.body.userInfo.verified_as).toBe('agent');
    expect((await statusOf(buyer)).verified_as).toBe('agent');
  });

  test("a burst of parallel guesses gets the code's five tries in all, not one each", async () => {
    const racer = await newMember('racer');
    expect((await sendCodeFrom('203.0.113.1', '08050000001', racer.token)).status).toBe(200);
    const code = await lastCodeTo('+2348050000001');
    const guesses = Array.from({ length: 25 }, (_, index) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => call('POST', '/verification/confirmPhone', { code: guess }, racer.token)));
    expect(answers.map((answer) => answer.status)).toEqual(guesses.map(() => 400));
    // Each try the database handed out was one comparison: five, however many guesses raced.
    const [row] = await provider.db.select({ attempts: phoneCodes.attempts }).from(phoneCodes).where(eq(phoneCodes.userId, racer.id));
    expect(row!.attempts).toBe(5);
    expect((await call('POST', '/verification/confirmPhone', { code }, racer.token)).status).toBe(400);
  });

  test('one client cycling through accounts and numbers is limited too', async () => {
    const members = await Promise.all(['cycler1', 'cycler2', 'cycler3', 'cycler4'].map(newMember));
    const sends = members.flatMap((member, index) => Array.from({ length: index < 3 ? 3 : 1 }, () => ({ member, phone: `0806000000${index}` })));
    for (const { member, phone } of sends) expect((await sendCodeFrom('198.51.100.7', phone, member.token)).status).toBe(200);
    const last = members[3]!;
    const refused = await sendCodeFrom('198.51.100.7', '08060000003', last.token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ Detail: 'You have asked for too many codes; please wait a few minutes' });
    // The same member from another address still gets a code: the limit was the client's.
    expect((await sendCodeFrom('198.51.100.8', '08060000003', last.token)).status).toBe(200);
  });

  test("the day's texts are capped for everyone together, also against parallel requests", async () => {
    const someDay = new Date('2030-01-01T12:00:00Z');
    const taken = await Promise.all(Array.from({ length: 12 }, () => takeDailyPhoneCode(provider.db, 3, someDay)));
    expect(taken.filter(Boolean)).toHaveLength(3);

    const today = new Date().toISOString().slice(0, 10);
    const cap = provider.config.phoneCodesPerDay;
    await provider.db.insert(phoneCodeDays).values({ day: today, sent: cap }).onConflictDoUpdate({ target: phoneCodeDays.day, set: { sent: cap } });
    try {
      const late = await newMember('late');
      const before = await provider.db.select().from(smsOutbox);
      const refused = await sendCodeFrom('192.0.2.9', '08070000000', late.token);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ Detail: 'We cannot send more codes today; please try again tomorrow' });
      const wait = Number(refused.headers.get('Retry-After'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
      expect(await provider.db.select().from(smsOutbox)).toHaveLength(before.length);
    } finally {
      await provider.db.delete(phoneCodeDays).where(eq(phoneCodeDays.day, today));
    }
  });

  test('without the sandbox and with no SMS provider, the phone step is unavailable', async () => {
    const closed = await startTestProvider(undefined, { PROVIDER_SANDBOX: 'false', PROVIDER_ALERTS_SECRET: 'x'.repeat(32) });
    try {
      const token = await signIn(closed, 'buyer@example.com');
      const status = await closed.request('/api/vst/verification/status', apiRequest('GET', undefined, token));
      expect(((await status.json()) as { verification: Status }).verification.sms_available).toBe(false);
      const sent = await closed.request('/api/vst/verification/sendPhoneCode', apiRequest('POST', { phone: '08020000000' }, token));
      expect(sent.status).toBe(503);
      expect(await sent.json()).toEqual({ Detail: 'Phone confirmation is not available just now' });
    } finally {
      await closed.close();
    }
  }, 120_000);
});
