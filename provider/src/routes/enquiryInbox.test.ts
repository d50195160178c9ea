/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { and, desc, eq, like } from 'drizzle-orm';
import { signedIdToken } from '../auth/confirmationTokens';
import { leadReplies, outbox, propertyLeads } from '../db/schema';
import { ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY } from '../enquiries/addressConfirmation';
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

type Enquiry = {
  id: number; property: { id: number; name: string }; name: string; email: string; first_replied_at: string | null; address_confirmed: boolean;
  replies: { message: string; held: boolean }[];
};
type Inbox = { enquiries: { data: Enquiry[]; meta: { total: number } } };

async function call<Body = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}
/** A signed-out enquiry on the owner's listing 1 (or as `member`), giving `email`; answers its id. */
async function enquire(name: string, email: string, member?: string) {
  const lead = { title: 'Mrs.', name, email, phone: '08055555555', state_id: LAGOS, platform: 'search', country_id: 161, property_id: 1 };
  expect((await call('POST', 'params/createLead', lead, member)).status).toBe(201);
  const [row] = await provider.db.select().from(propertyLeads).where(eq(propertyLeads.email, email)).orderBy(desc(propertyLeads.id)).limit(1);
  return row!.id;
}
const reply = (id: number, message: string, token = owner) => call<{ Detail: string; reply: { message: string; held: boolean } } & Refusal>('POST', 'profile/enquiries/reply', { id, message }, token);
const latestMail = async () => (await provider.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
const mailsTo = (email: string, subject: string) => provider.db.select().from(outbox).where(and(eq(outbox.to, email), like(outbox.subject, `${subject}%`))).orderBy(outbox.id);
const inboxEntry = async (id: number) => (await call<Inbox>('GET', 'profile/enquiries?per_page=50', undefined, owner)).body.enquiries.data.find((enquiry) => enquiry.id === id)!;

/** The token of the newest acknowledgement mailed to `email`: the only place it exists. */
async function acknowledgementToken(email: string) {
  const acknowledgements = await mailsTo(email, 'Your enquiry about');
  const link = acknowledgements.at(-1)!.links.find((url) => url.startsWith(`${TEST_APP_URL}/enquiries/confirm?token=`))!;
  return new URL(link).searchParams.get('token')!;
}
const confirmAddress = (token: string) => call<{ Detail: string; enquiry: { address_confirmed: boolean } }>('POST', 'enquiries/confirmByToken', { token });
/** An enquiry whose visitor confirmed their address from the acknowledgement, as a real visitor would. */
async function confirmedEnquiry(name: string, email: string) {
  const id = await enquire(name, email);
  expect((await confirmAddress(await acknowledgementToken(email))).status).toBe(200);
  return id;
}

describe('the enquiry inbox', () => {
  test('401 without a token', async () => {
    expect((await call('GET', 'profile/enquiries')).status).toBe(401);
    expect((await call('POST', 'profile/enquiries/reply', { id: 1, message: 'Hello' })).status).toBe(401);
  });

  test("the owner reads an enquiry on their listing and answers; the visitor gets the reply from the site", async () => {
    const id = await confirmedEnquiry('Ngozi Eze', 'ngozi@example.com');
    const inbox = await call<Inbox>('GET', 'profile/enquiries', undefined, owner);
    expect(inbox.body.enquiries.data[0]).toMatchObject({
      id, property: { id: 1, name: 'Fixture home 1' }, name: 'Ngozi Eze', email: 'ngozi@example.com', first_replied_at: null, address_confirmed: true, replies: [],
    });

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
    expect(shown!.replies).toEqual([
      expect.objectContaining({ message: 'It is still available. Saturday at 10?', held: false }),
      expect.objectContaining({ message: 'Or Sunday.', held: false }),
    ]);
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

describe("an enquirer's address", () => {
  test('a signed-out enquiry under a stranger\'s address: the owner\'s replies reach them only once they confirm, and once', async () => {
    const id = await enquire('Anyone At All', 'stranger@example.com');
    // The acknowledgement says nothing the enquirer typed: not their name, not their phone.
    const [acknowledgement] = await mailsTo('stranger@example.com', 'Your enquiry about');
    expect(acknowledgement).toMatchObject({ subject: 'Your enquiry about Fixture home 1' });
    expect(acknowledgement!.text).toContain("You asked about Fixture home 1: confirm this was you to receive the advertiser's answers.");
    for (const typed of ['Anyone', '08055555555']) expect(JSON.stringify(acknowledgement)).not.toContain(typed);

    const held = await reply(id, 'Pay ₦25,000 inspection fee to 0123456789 first');
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ Detail: 'Reply saved: it is sent once the visitor confirms their address', reply: { held: true } });
    await reply(id, 'Then come on Saturday.');
    expect(await mailsTo('stranger@example.com', 'Reply about')).toEqual([]);
    expect(await inboxEntry(id)).toMatchObject({ address_confirmed: false, replies: [{ held: true }, { held: true }] });
    // Answering in the inbox is still answering: the reply time is kept for when the address confirms.
    expect(await inboxEntry(id)).toMatchObject({ first_replied_at: expect.any(String) });

    // Opening the link (as a mail scanner does) changes nothing.
    const token = await acknowledgementToken('stranger@example.com');
    const shown = await call<{ enquiry: unknown }>('GET', `enquiries/byToken?token=${encodeURIComponent(token)}`);
    expect(shown.body).toEqual({ enquiry: { property: { id: 1, name: 'Fixture home 1' }, date_created: expect.any(String), address_confirmed: false } });
    expect(await mailsTo('stranger@example.com', 'Reply about')).toEqual([]);

    // Confirming sends both held replies in one mail; pressing again sends nothing more.
    expect(await confirmAddress(token)).toMatchObject({ status: 200, body: { enquiry: { address_confirmed: true } } });
    expect(await confirmAddress(token)).toMatchObject({ status: 200, body: { enquiry: { address_confirmed: true } } });
    const delivered = await mailsTo('stranger@example.com', 'Reply about');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.text).toContain('Pay ₦25,000 inspection fee to 0123456789 first');
    expect(delivered[0]!.text).toContain('Then come on Saturday.');
    expect(await inboxEntry(id)).toMatchObject({ address_confirmed: true, replies: [{ held: false }, { held: false }] });

    // From now on a reply goes at once.
    expect((await reply(id, 'See you then.')).body.reply.held).toBe(false);
    expect(await mailsTo('stranger@example.com', 'Reply about')).toHaveLength(2);
  });

  test("a token confirms only its own enquiry, for its purpose, within its days", async () => {
    const first = await enquire('First', 'first@example.com');
    const second = await enquire('Second', 'second@example.com');
    await reply(second, 'Held for the second visitor');
    const token = await acknowledgementToken('first@example.com');
    const mac = token.split('.')[1]!;
    const refused = [
      `${second}.${mac}`,
      signedIdToken('wrong secret', 'enquiry-address', second, 'second@example.com'),
      signedIdToken(provider.config.alertsSecret, 'inspection-booking', second, 'second@example.com'),
      '9999999999.' + mac,
      'nonsense',
    ];
    for (const forged of refused) {
      const answer = await call<Refusal>('POST', 'enquiries/confirmByToken', { token: forged });
      expect(answer).toMatchObject({ status: 400, body: { Detail: 'This confirmation link is not valid' } });
    }
    expect(await mailsTo('second@example.com', 'Reply about')).toEqual([]);
    expect((await inboxEntry(second)).address_confirmed).toBe(false);

    await provider.db.update(propertyLeads).set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) }).where(eq(propertyLeads.id, first));
    const expired = await call<Refusal>('POST', 'enquiries/confirmByToken', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.Detail).toContain('expired');
    expect((await inboxEntry(first)).address_confirmed).toBe(false);
  });

  test('a signed-in member enquiring under their own address is confirmed at once; under another, they are asked', async () => {
    const own = await enquire('Bola Buyer', 'buyer@example.com', buyer);
    expect(await mailsTo('buyer@example.com', 'Your enquiry about')).toEqual([]);
    expect((await reply(own, 'Welcome, Bola')).body.reply.held).toBe(false);
    expect(await mailsTo('buyer@example.com', 'Reply about')).toHaveLength(1);

    const other = await enquire('Bola Buyer', 'bola.other@example.com', buyer);
    expect(await mailsTo('bola.other@example.com', 'Your enquiry about')).toHaveLength(1);
    expect((await reply(other, 'Which address is yours?')).body.reply.held).toBe(true);
  });

  test('the owner enquiring from their account under a stranger\'s address sends the stranger nothing', async () => {
    await enquire('Victim', 'victim2@example.com', owner);
    expect(await mailsTo('victim2@example.com', '')).toEqual([]);
  });

  test(`one mailbox gets at most ${ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY} acknowledgements a day, however it is spelt`, async () => {
    const spellings = ['Target@Example.com', 'target+1@example.com', 'target+3@example.com', 'target+2@example.com', 'TARGET@example.com'];
    const lead = { title: 'Mr.', name: 'Spam', phone: '08055555555', state_id: LAGOS, platform: 'search', country_id: 161, property_id: 1 };
    for (const email of spellings) expect((await call('POST', 'params/createLead', { ...lead, email })).status).toBe(201);
    const acknowledgements = (await provider.db.select().from(outbox).where(like(outbox.subject, 'Your enquiry about%'))).filter((mail) => /target/i.test(mail.to));
    expect(acknowledgements).toHaveLength(ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY);
    // Past the cap the enquiry itself still reaches the owner.
    expect(await provider.db.select().from(propertyLeads).where(eq(propertyLeads.name, 'Spam'))).toHaveLength(spellings.length);
  });
});
