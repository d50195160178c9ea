/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { desc, eq } from 'drizzle-orm';
import { leadReplies, outbox, propertyLeads } from '../db/schema';
import { LAGOS } from '../testing/fixtureSeedData';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_APP_URL, type TestProvider } from '../testing/testProvider';
import { MAX_REPLIES_PER_ENQUIRY } from './enquiryInbox';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 30_000);
afterAll(() => provider.close());

type Enquiry = { id: number; property: { id: number; name: string }; name: string; email: string; first_replied_at: string | null; replies: { message: string }[] };
type Inbox = { enquiries: { data: Enquiry[]; meta: { total: number } } };

async function call<Body = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}
async function enquire(name: string, email: string) {
  const lead = { title: 'Mrs.', name, email, phone: '08055555555', state_id: LAGOS, platform: 'search', country_id: 161, property_id: 1 };
  expect((await call('POST', 'params/createLead', lead)).status).toBe(201);
  const [row] = await provider.db.select().from(propertyLeads).where(eq(propertyLeads.email, email));
  return row!.id;
}
const reply = (id: number, message: string, token = owner) => call<{ reply: { message: string } } & Refusal>('POST', 'profile/enquiries/reply', { id, message }, token);
const latestMail = async () => (await provider.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];

describe('the enquiry inbox', () => {
  test('401 without a token', async () => {
    expect((await call('GET', 'profile/enquiries')).status).toBe(401);
    expect((await call('POST', 'profile/enquiries/reply', { id: 1, message: 'Hello' })).status).toBe(401);
  });

  test("the owner reads an enquiry on their listing and answers; the visitor gets the reply from the site", async () => {
    const id = await enquire('Ngozi Eze', 'ngozi@example.com');
    const inbox = await call<Inbox>('GET', 'profile/enquiries', undefined, owner);
    expect(inbox.body.enquiries.data[0]).toMatchObject({ id, property: { id: 1, name: 'Fixture home 1' }, name: 'Ngozi Eze', email: 'ngozi@example.com', first_replied_at: null, replies: [] });

    const answered = await reply(id, 'It is still available. Saturday at 10?');
    expect(answered.status).toBe(201);
    const mail = await latestMail();
    expect(mail).toMatchObject({ to: 'ngozi@example.com', subject: 'Reply about Fixture home 1', links: [`${TEST_APP_URL}/property/1`] });
    expect(mail!.text).toContain('It is still available. Saturday at 10?');
    // Sent from the site: the owner's own address is neither in the mail nor where answers go.
    expect(JSON.stringify(mail)).not.toContain('owner@example.com');

    const [first] = await provider.db.select().from(propertyLeads).where(eq(propertyLeads.id, id));
    expect(first!.firstRepliedAt).not.toBeNull();
    await reply(id, 'Or Sunday.');
    const [after] = await provider.db.select().from(propertyLeads).where(eq(propertyLeads.id, id));
    // The first answer is what the reply time measures; later ones leave it.
    expect(after!.firstRepliedAt).toEqual(first!.firstRepliedAt);
    const shown = (await call<Inbox>('GET', 'profile/enquiries', undefined, owner)).body.enquiries.data.find((enquiry) => enquiry.id === id);
    expect(shown!.replies.map((r) => r.message)).toEqual(['It is still available. Saturday at 10?', 'Or Sunday.']);
  });

  test("another member can neither read nor answer an enquiry on someone else's listing", async () => {
    const id = await enquire('Tunde Bakare', 'tunde@example.com');
    const before = await latestMail();
    expect((await call<Inbox>('GET', 'profile/enquiries', undefined, buyer)).body.enquiries).toEqual({ data: [], meta: expect.objectContaining({ total: 0 }) });
    expect((await reply(id, 'Pay ₦25,000 inspection fee first', buyer)).status).toBe(404);
    expect(await latestMail()).toEqual(before);
    expect(await provider.db.select().from(leadReplies).where(eq(leadReplies.leadId, id))).toEqual([]);
  });

  test("the owner cannot answer an enquiry they made on their own listing, whatever address it gives", async () => {
    const lead = { title: 'Mr.', name: 'Victim', phone: '08055555555', state_id: LAGOS, platform: 'search', country_id: 161, property_id: 1 };
    expect((await call('POST', 'params/createLead', { ...lead, email: 'victim@example.com' }, owner)).status).toBe(201);
    expect((await call('POST', 'params/createLead', { ...lead, email: 'Owner+x@Example.com' })).status).toBe(201);
    const made = await provider.db.select().from(propertyLeads).where(eq(propertyLeads.name, 'Victim'));
    expect(made).toHaveLength(2);
    const before = await latestMail();
    for (const { id } of made) {
      const refused = await reply(id, 'Pay ₦25,000 inspection fee first');
      expect(refused.status).toBe(403);
      expect(refused.body.Detail).toContain('your own account');
    }
    expect(await latestMail()).toEqual(before);
  });

  test(`at most ${MAX_REPLIES_PER_ENQUIRY} replies to one enquiry; bad input by field`, async () => {
    const id = await enquire('Bisi Ola', 'bisi@example.com');
    for (let sent = 0; sent < MAX_REPLIES_PER_ENQUIRY; sent += 1) expect((await reply(id, `Answer ${sent}`)).status).toBe(201);
    const refused = await reply(id, 'One more');
    expect(refused.status).toBe(403);
    expect(refused.body.Detail).toContain('at most');

    const bad = await call<Refusal>('POST', 'profile/enquiries/reply', { id: 'x', message: ' ' }, owner);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.ResponseMessage).sort()).toEqual(['id', 'message']);
    expect((await reply(id, 'x'.repeat(2001))).body.ResponseMessage).toEqual({ message: ['Must be at most 2000 characters'] });
  });
});
