/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { count, eq } from 'drizzle-orm';
import { savedSearches, users } from '../db/schema';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { MAX_SAVED_SEARCHES, SAVED_SEARCHES_PER_HOUR } from './savedSearches';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 30_000);
afterAll(() => provider.close());

async function call(path: string, body: unknown, token: string) {
  const response = await provider.request(`/api/vst${path}`, apiRequest('POST', body, token));
  return { status: response.status, body: (await response.json()) as Refusal & { saved_search: { id: number } } };
}
const save = (token: string, name: string) => call('/profile/savedSearches', { name, query: 'transaction_type=BUY', frequency: 'instant' }, token);

async function userIdOf(email: string) {
  const [user] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}
async function searchesOf(userId: number) {
  const [row] = await provider.db.select({ count: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

describe('saved searches are bounded', () => {
  test(`an account keeps at most ${MAX_SAVED_SEARCHES}, even when saves arrive together`, async () => {
    const buyerId = await userIdOf('buyer@example.com');
    const already = MAX_SAVED_SEARCHES - 5;
    await provider.db
      .insert(savedSearches)
      .values(Array.from({ length: already }, (_, index) => ({ userId: buyerId, name: `Search ${index}`, query: 'transaction_type=RENT' })));

    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => save(buyer, `Together ${index}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(5);
    expect(await searchesOf(buyerId)).toBe(MAX_SAVED_SEARCHES);

    const refused = await save(buyer, 'One more');
    expect(refused.status).toBe(403);
    expect(refused.body.Detail).toBe(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete one to save another`);

    // Deleting one makes room again.
    expect((await call('/profile/savedSearches/delete', { id: answers.find((answer) => answer.status === 201)!.body.saved_search.id }, buyer)).status).toBe(200);
    expect((await save(buyer, 'One more')).status).toBe(201);
  });

  test(`one account saves at most ${SAVED_SEARCHES_PER_HOUR} searches an hour, deleted ones included`, async () => {
    const ownerId = await userIdOf('owner@example.com');
    for (let index = 0; index < SAVED_SEARCHES_PER_HOUR; index += 1) {
      const saved = await save(owner, `Churn ${index}`);
      expect(saved.status).toBe(201);
      expect((await call('/profile/savedSearches/delete', { id: saved.body.saved_search.id }, owner)).status).toBe(200);
    }
    const response = await provider.request('/api/vst/profile/savedSearches', apiRequest('POST', { name: 'Too fast', query: 'transaction_type=BUY' }, owner));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await searchesOf(ownerId)).toBe(0);
  });
});

describe('saved-search names are one line', () => {
  test.each(['Flats\r\nBcc: everyone@example.com', 'Flats\nin Lagos', 'Flats\rin Lagos', 'Flats\u2028in Lagos'])(
    'a name with a line break is refused when saving and when renaming (%j)',
    async (name) => {
      const created = await call('/profile/savedSearches', { name, query: 'transaction_type=BUY' }, buyer);
      expect(created.status).toBe(422);
      expect(created.body.ResponseMessage.name).toEqual(['Must be one line, without line breaks']);

      const buyerId = await userIdOf('buyer@example.com');
      const [kept] = await provider.db.select({ id: savedSearches.id }).from(savedSearches).where(eq(savedSearches.userId, buyerId)).limit(1);
      const renamed = await call('/profile/savedSearches/update', { id: kept!.id, name }, buyer);
      expect(renamed.status).toBe(422);
      expect(renamed.body.ResponseMessage.name).toEqual(['Must be one line, without line breaks']);
    },
  );
});
