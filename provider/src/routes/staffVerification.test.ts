/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { desc, eq } from 'drizzle-orm';
import { outbox, phoneCodes, staffActions, users, verificationRequests } from '../db/schema';
import { storeUploadedFile } from '../queries/files';
import { signIn, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { LAGOS } from '../testing/fixtureSeedData';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';

let provider: TestProvider;
let staff: string;
let owner: string;
let buyer: string;
const idOf: Record<string, number> = {};
beforeAll(async () => {
  provider = await startTestProvider();
  [staff, owner, buyer] = await Promise.all(['staff@example.com', 'owner@example.com', 'buyer@example.com'].map((email) => signIn(provider, email)));
  for (const row of await provider.db.select({ id: users.id, email: users.email }).from(users)) idOf[row.email] = row.id;
}, 120_000);
afterAll(() => provider.close());

async function call<Body>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await provider.request(`/api/vst${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}

type Queue = {
  verifications: { id: number; kind: string; member: { email: string; name: string }; previous_name: string | null; phone: string; cac_number: string | null; valid_id_link: string }[];
  verified: { id: number; kind: string; member: { email: string } }[];
};
type Status = { verification: { verified_as: string | null; request: { status: string; reason: string | null } } };

/** A member who has asked, as the member-side tests do it through the calls (verification.test.ts). */
async function asked(email: string, token: string, kind: 'owner' | 'agent', extra: Record<string, string> = {}) {
  const bytes = Buffer.concat([tinyPdf(), Buffer.from(`\n% ID of ${email}\n`)]);
  const key = await storeUploadedFile(provider.db, provider.storage, bytes, 'application/pdf');
  await provider.db.update(users).set({ validIdKey: key }).where(eq(users.id, idOf[email]!));
  await provider.db.insert(phoneCodes).values({ userId: idOf[email]!, phone: '+2348020000000', codeHash: 'x', expiresAt: new Date(), confirmedAt: new Date() });
  const sent = await call<{ verification: { request: { id: number } } }>('POST', '/verification/request', { kind, ...extra }, token);
  expect(sent.status).toBe(201);
  return sent.body.verification.request.id;
}

const mailsTo = async (email: string) => (await provider.db.select().from(outbox).orderBy(desc(outbox.id))).filter((mail) => mail.to === email);

describe('the staff queue of verification requests', () => {
  let buyerRequest: number;
  let ownerRequest: number;
  beforeAll(async () => {
    buyerRequest = await asked('buyer@example.com', buyer, 'agent', { cac_number: 'RC123456' });
    ownerRequest = await asked('owner@example.com', owner, 'owner');
  });

  test('members and visitors get 404: the queue and decisions are staff only', async () => {
    for (const token of [undefined, owner, buyer]) {
      expect((await call('GET', '/staff/verifications', undefined, token)).status).toBe(404);
      expect((await call('POST', '/staff/verifications/approve', { id: buyerRequest }, token)).status).toBe(404);
      expect((await call('POST', '/staff/verifications/refuse', { id: buyerRequest, reason: 'x' }, token)).status).toBe(404);
    }
    const [request] = await provider.db.select().from(verificationRequests).where(eq(verificationRequests.id, buyerRequest));
    expect(request!.status).toBe('pending');
  });

  test('staff see the pending requests, oldest first, and may open the ID sent with each', async () => {
    const queue = await call<Queue>('GET', '/staff/verifications', undefined, staff);
    expect(queue.status).toBe(200);
    expect(queue.body.verifications.map((request) => [request.member.email, request.kind, request.cac_number])).toEqual([
      ['buyer@example.com', 'agent', 'RC123456'],
      ['owner@example.com', 'owner', null],
    ]);
    const link = new URL(queue.body.verifications[0]!.valid_id_link);
    expect(link.pathname).toMatch(/^\/private-files\//);
    const get = (token: string) => provider.request(link.pathname, { headers: { Authorization: `Bearer ${token}` } });
    expect((await get(staff)).status).toBe(200);
    expect((await get(buyer)).status).toBe(200);
    // Another member may not, though staff may.
    expect((await get(owner)).status).toBe(404);
  });

  test('a refusal needs a reason; the member reads it in their status and by e-mail; it is audit-logged', async () => {
    const noReason = await call<Refusal>('POST', '/staff/verifications/refuse', { id: ownerRequest, reason: ' ' }, staff);
    expect(noReason.status).toBe(422);
    expect(noReason.body.ResponseMessage.reason).toEqual(['This is required.']);
    const refused = await call('POST', '/staff/verifications/refuse', { id: ownerRequest, reason: 'The ID photo is too blurred to read' }, staff);
    expect(refused).toEqual({ status: 200, body: { Detail: 'The request was refused', verification: { id: ownerRequest, status: 'refused' } } });
    const status = await call<{ verification: { verified_as: null; request: { status: string; reason: string } } }>('GET', '/verification/status', undefined, owner);
    expect(status.body.verification).toMatchObject({ verified_as: null, request: { status: 'refused', reason: 'The ID photo is too blurred to read' } });
    const [mail] = await mailsTo('owner@example.com');
    expect(mail).toMatchObject({ subject: 'Your verification request was not approved', text: expect.stringContaining('The ID photo is too blurred to read') });
    const [action] = await provider.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(action).toMatchObject({ staffId: idOf['staff@example.com'], action: 'refuse_verification', propertyId: null, reason: 'The ID photo is too blurred to read' });
    // Decided once: a second decision (another tab) changes nothing.
    expect((await call('POST', '/staff/verifications/approve', { id: ownerRequest }, staff)).status).toBe(409);
    expect((await call('POST', '/staff/verifications/approve', { id: 99_999 }, staff)).status).toBe(404);
  });

  test('an approval verifies the member: badge on their listings, e-mail, audit log and the console', async () => {
    const approved = await call('POST', '/staff/verifications/approve', { id: buyerRequest }, staff);
    expect(approved.status).toBe(200);
    const listing = await call<{ properties: { data: { id: number; verified_advertiser: string | null }[] } }>(
      'GET',
      '/params/filterProperties?transaction_type=RENT&verified_only=1&per_page=48',
    );
    expect(listing.body.properties.data.length).toBeGreaterThan(0);
    expect(listing.body.properties.data.every((card) => card.verified_advertiser === 'agent')).toBe(true);
    const [mail] = await mailsTo('buyer@example.com');
    expect(mail!.subject).toBe('You are now a verified agent');
    const consoleAudit = await call<{ audit: { action: string; member: string | null; staff_name: string }[] }>('GET', '/staff/console', undefined, staff);
    expect(consoleAudit.body.audit[0]).toMatchObject({ action: 'approve_verification', member: 'Bola Buyer', staff_name: 'Sade Staff' });
    expect((await call<Queue>('GET', '/staff/verifications', undefined, staff)).body.verifications).toEqual([]);
  });
});

describe('a badge is not for ever', () => {
  const badgeOf = async (token: string) => (await call<Status>('GET', '/verification/status', undefined, token)).body.verification;
  /** What the cards of the member's listings say: 1 is the owner's, 6 the buyer's. */
  const cardBadge = async (propertyId: number) =>
    (await call<{ property: { verified_advertiser: string | null } }>('GET', `/params/getPropertyDetail?propertyId=${propertyId}`)).body.property.verified_advertiser;

  test('staff revoke a verification with a reason: the badge goes, the member is told, the log keeps it', async () => {
    const before = await call<Queue>('GET', '/staff/verifications', undefined, staff);
    const buyers = before.body.verified.find((entry) => entry.member.email === 'buyer@example.com');
    expect(buyers).toMatchObject({ kind: 'agent' });
    expect(await cardBadge(6)).toBe('agent');
    for (const token of [undefined, owner, buyer]) {
      expect((await call('POST', '/staff/verifications/revoke', { id: buyers!.id, reason: 'x' }, token)).status).toBe(404);
    }
    expect((await call<Refusal>('POST', '/staff/verifications/revoke', { id: buyers!.id, reason: '' }, staff)).body.ResponseMessage).toEqual({ reason: ['This is required.'] });

    const revoked = await call('POST', '/staff/verifications/revoke', { id: buyers!.id, reason: 'Listings reported as a scam' }, staff);
    expect(revoked).toEqual({ status: 200, body: { Detail: 'The verification was revoked', verification: { id: buyers!.id, status: 'revoked' } } });
    expect(await cardBadge(6)).toBeNull();
    expect(await badgeOf(buyer)).toMatchObject({ verified_as: null, request: { status: 'revoked', reason: 'Listings reported as a scam' } });
    const [mail] = await mailsTo('buyer@example.com');
    expect(mail).toMatchObject({ subject: 'Your "Verified agent" badge has been withdrawn', text: expect.stringContaining('Listings reported as a scam') });
    const [action] = await provider.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(action).toMatchObject({ staffId: idOf['staff@example.com'], action: 'revoke_verification', reason: 'Listings reported as a scam', detail: { member: 'Bola Buyer', memberId: idOf['buyer@example.com'] } });
    expect((await call<Queue>('GET', '/staff/verifications', undefined, staff)).body.verified.map((entry) => entry.id)).not.toContain(buyers!.id);
    // Revoked once: again (another tab) is 409; a request never approved cannot be revoked either.
    expect((await call('POST', '/staff/verifications/revoke', { id: buyers!.id, reason: 'Again' }, staff)).status).toBe(409);
    expect((await call('POST', '/staff/verifications/revoke', { id: 99_999, reason: 'Again' }, staff)).status).toBe(404);
  });

  test('changing the verified name sends the badge back to review; other profile edits keep it', async () => {
    const renewed = await asked('owner@example.com', owner, 'owner');
    expect((await call('POST', '/staff/verifications/approve', { id: renewed }, staff)).status).toBe(200);
    expect(await cardBadge(1)).toBe('owner');
    const profile = { firstName: 'Ola', lastName: 'Owner', phone: '0801 000 0000', religion: 'christian', gender: 'male', country_id: '161', state_id: String(LAGOS), address: '1 Owner Road' };
    const edit = async (fields: Record<string, string>, files = {}) =>
      (await provider.request('/api/vst/profile/modifyInfo', multipartRequest({ ...profile, ...fields }, files, owner))).status;

    // A new address and the same name, spaced and cased differently: still verified.
    expect(await edit({ address: '9 New Road', firstName: ' ola ', lastName: 'OWNER' }, { valid_id_card: [{ name: 'id.png', type: 'image/png', bytes: tinyPng() }], utility_bill: [{ name: 'bill.pdf', type: 'application/pdf', bytes: tinyPdf() }] })).toBe(200);
    expect(await cardBadge(1)).toBe('owner');
    const mailsBefore = (await mailsTo('owner@example.com')).length;

    // Another name: the badge goes at once, and the request waits for staff with the name they approved.
    expect(await edit({ firstName: 'Tunde', lastName: 'Bakare' })).toBe(200);
    expect(await cardBadge(1)).toBeNull();
    expect(await badgeOf(owner)).toMatchObject({ verified_as: null, request: { status: 'pending' } });
    const [mail, ...older] = await mailsTo('owner@example.com');
    expect(older).toHaveLength(mailsBefore);
    expect(mail!.subject).toBe('Your "Verified owner" badge is back in review');
    const queue = (await call<Queue>('GET', '/staff/verifications', undefined, staff)).body;
    const waiting = queue.verifications.find((entry) => entry.member.email === 'owner@example.com');
    expect(waiting).toMatchObject({ kind: 'owner', previous_name: 'ola OWNER', member: { name: 'Tunde Bakare' } });
    expect(queue.verified.map((entry) => entry.member.email)).not.toContain('owner@example.com');
    const [approvedBefore] = await provider.db.select().from(verificationRequests).where(eq(verificationRequests.id, renewed));
    expect(approvedBefore!.status).toBe('lapsed');

    // Staff check the new name against the ID and approve: verified again.
    expect((await call('POST', '/staff/verifications/approve', { id: waiting!.id }, staff)).status).toBe(200);
    expect(await cardBadge(1)).toBe('owner');
  });
});
