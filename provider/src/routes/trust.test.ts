/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { inspectionBookings, properties, propertyLeads, users } from '../db/schema';
import { LAGOS } from '../testing/fixtureSeedData';
import { signIn, signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_APP_URL, type TestProvider } from '../testing/testProvider';

let provider: TestProvider;
let owner: string;
let buyer: string;
let staff: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
  staff = await signIn(provider, 'staff@example.com');
}, 60_000);
afterAll(() => provider.close());

type Mail = { to: string; subject: string; text: string; links: string[] };
type Console = {
  reports: { property: { id: number; name: string; hidden: boolean }; open_count: number; reports: { reference: string; reason: string; details: string | null }[] }[];
  hidden: { id: number; hidden_reason: string }[];
  audit: {
    staff_id: number | null;
    staff_name: string;
    action: string;
    property: { id: number; name: string } | null;
    reports: string[];
    reason: string;
    created_at: string;
  }[];
};

async function call<Body = unknown>(method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string; from?: string } = {}) {
  const init = apiRequest(method, options.body, options.token);
  if (options.from) init.headers = { ...(init.headers as Record<string, string>), 'X-Forwarded-For': `203.0.113.9, ${options.from}` };
  const response = await provider.request(`/api/vst/${path}`, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}
const outbox = async () => (await (await provider.request('/__dev/outbox')).json()) as Mail[];
/** The newest mail to `to` (other mail, such as the provider's own reminders, may come between). */
const newestTo = async (to: string) => (await outbox()).find((mail) => mail.to === to);
const report = (body: Record<string, unknown>, options: { token?: string; from?: string } = {}) =>
  call<{ Detail: string; reference: string } & Refusal>('POST', 'property/report', { body, ...options });

// Properties 1-24 belong to owner@example.com except every sixth (buyer@example.com's).
describe('reporting a listing', () => {
  test('the provider says it takes reports and which reasons', async () => {
    const { status, body } = await call<{ reasons: string[]; details_max: number }>('GET', 'property/report');
    expect(status).toBe(200);
    expect(body.reasons).toEqual(['not_available', 'different_property', 'inspection_fee', 'fees_above_limit', 'photos_not_this_property', 'scam_or_duplicate', 'other']);
    expect(body.details_max).toBe(1000);
  });

  test('a visitor reports with an e-mail: a reference, e-mailed to them; the owner hears nothing of who', async () => {
    const sent = await report({ property_id: 2, reason: 'inspection_fee', details: 'Asked for ₦5,000 to view', email: 'Tenant@Example.com' }, { from: '198.51.100.10' });
    expect(sent.status).toBe(201);
    expect(sent.body.reference).toMatch(/^R-[A-Z2-9]{10}$/);
    const mail = await newestTo('tenant@example.com');
    expect(mail).toMatchObject({ to: 'tenant@example.com', links: [`${TEST_APP_URL}/property/2`] });
    expect(mail!.text).toContain(sent.body.reference);
    expect((await outbox()).filter((each) => each.to === 'owner@example.com' && each.text.includes('tenant@example.com'))).toEqual([]);
  });

  test('a member reports without an e-mail: the reference goes to their account address', async () => {
    const sent = await report({ property_id: 3, reason: 'not_available' }, { token: buyer, from: '198.51.100.11' });
    expect(sent.status).toBe(201);
    expect((await newestTo('buyer@example.com'))!.text).toContain(sent.body.reference);
  });

  test('refusals: no e-mail from a visitor, an unknown reason, details over 1,000 characters, an unknown listing', async () => {
    const from = '198.51.100.12';
    expect((await report({ property_id: 4, reason: 'other' }, { from })).body.ResponseMessage).toEqual({
      email: ['Please enter your e-mail address so we can send you the reference'],
    });
    const bad = await report({ property_id: 4, reason: 'ugly', details: 'x'.repeat(1001), email: 'nope' }, { from });
    expect(bad.status).toBe(422);
    expect(bad.body.ResponseMessage).toEqual({
      reason: ['Unknown reason'],
      details: ['Must be at most 1000 characters'],
      email: ['Please enter a valid e-mail address'],
    });
    expect((await report({ property_id: 999, reason: 'other', email: 'a@example.com' }, { from })).status).toBe(404);
  });

  test('a client reports a listing once a day, and at most five listings an hour; other clients are not held back', async () => {
    const from = '198.51.100.20';
    const body = (propertyId: number) => ({ property_id: propertyId, reason: 'other', email: 'repeat@example.com' });
    expect((await report(body(7), { from })).status).toBe(201);
    const again = await report(body(7), { from });
    expect(again.status).toBe(429);
    expect(again.body.Detail).toBe('You have already reported this listing; our staff will review it');
    for (const id of [8, 9, 10, 11]) expect((await report(body(id), { from })).status).toBe(201);
    const sixth = await report(body(13), { from });
    expect(sixth.status).toBe(429);
    expect(sixth.body.Detail).toBe('Too many reports; please try again later');
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect((await report({ ...body(13), email: 'someone.else@example.com' }, { from: '198.51.100.21' })).status).toBe(201);
  });

  test('a listing takes at most 20 reports an hour from everyone', async () => {
    for (let client = 0; client < 20; client += 1) {
      expect((await report({ property_id: 14, reason: 'other', email: `x${client}@example.com` }, { from: `192.0.2.${client + 1}` })).status).toBe(201);
    }
    expect((await report({ property_id: 14, reason: 'other', email: 'x100@example.com' }, { from: '192.0.2.100' })).status).toBe(429);
  });

  test("one inbox's plus and dot variants, from twenty addresses, cannot use up a listing's reports: a real reporter gets through", async () => {
    const variants = Array.from({ length: 20 }, (_, client) => (client % 2 ? `s.c.a.m+${client}@gmail.com` : `SCAM+${client}@googlemail.com`));
    const answers = [];
    for (const [client, email] of variants.entries()) {
      answers.push((await report({ property_id: 16, reason: 'other', email }, { from: `192.0.2.${client + 120}` })).status);
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(1);
    expect((await report({ property_id: 16, reason: 'inspection_fee', email: 'real.tenant@example.com' }, { from: '192.0.2.200' })).status).toBe(201);
    // The same inbox on other listings: at most five an hour, whatever the address.
    const elsewhere = [];
    for (const id of [15, 19, 21, 22, 24]) elsewhere.push((await report({ property_id: id, reason: 'other', email: `scam+${id}@gmail.com` }, { from: `192.0.2.${id + 150}` })).status);
    expect(elsewhere).toEqual([201, 201, 201, 201, 429]);
  });

  test("a member's account address counts as the same reporter as a visitor's variant of it", async () => {
    expect((await report({ property_id: 12, reason: 'other', email: 'Buyer+shared.phone@Example.com' }, { from: '198.51.100.70' })).status).toBe(201);
    const signedIn = await report({ property_id: 12, reason: 'other' }, { token: buyer, from: '198.51.100.71' });
    expect(signedIn.status).toBe(429);
    expect(signedIn.body.Detail).toBe('You have already reported this listing; our staff will review it');
  });
});

describe('the staff console', () => {
  test('visitors and members get 404 for every staff call, as for an unknown path', async () => {
    for (const token of [undefined, owner, buyer]) {
      expect(await call('GET', 'staff/console', { token })).toMatchObject({ status: 404, body: { Detail: 'Not Found' } });
      for (const path of ['staff/hideListing', 'staff/restoreListing', 'staff/dismissReports']) {
        expect((await call('POST', path, { token, body: { property_id: 2, reason: 'Scam' } })).status).toBe(404);
      }
    }
  });

  test('reports are grouped by listing, most reported first; staff never see who reported', async () => {
    await report({ property_id: 17, reason: 'scam_or_duplicate', email: 'a@example.com' }, { from: '198.51.100.30' });
    await report({ property_id: 17, reason: 'photos_not_this_property', details: 'Not this house', email: 'b@example.com' }, { from: '198.51.100.31' });
    const { status, body } = await call<Console>('GET', 'staff/console', { token: staff });
    expect(status).toBe(200);
    const counts = body.reports.map((group) => group.open_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.reports[0]!.property.id).toBe(14);
    const seventeen = body.reports.find((group) => group.property.id === 17);
    expect(seventeen).toMatchObject({ open_count: 2, property: { name: 'Fixture home 17', hidden: false } });
    expect(seventeen!.reports.map((each) => each.reason)).toEqual(['photos_not_this_property', 'scam_or_duplicate']);
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

  test('hiding a listing: gone from search, similar homes and its page (410); the owner is told why; the audit log keeps it', async () => {
    await report({ property_id: 23, reason: 'inspection_fee', email: 'c@example.com' }, { from: '198.51.100.40' });
    const cardsOf = async (path: string) => (await call<{ properties: { data: { id: number }[] } }>('GET', path)).body.properties.data.map((card) => card.id);
    expect(await cardsOf('params/filterProperties?transaction_type=BUY&per_page=48')).toContain(23);
    const related = async () =>
      (await call<{ related_property: { data: { id: number }[] } }>('GET', 'params/getLocationStatistics?propertyId=19')).body.related_property.data.map((card) => card.id);
    expect(await related()).toContain(23);

    const hidden = await call('POST', 'staff/hideListing', { token: staff, body: { property_id: 23, reason: 'Asked tenants for inspection fees' } });
    expect(hidden).toMatchObject({ status: 200, body: { Detail: 'The listing is hidden' } });

    expect((await call('GET', 'property/hidden')).body).toEqual({ ids: [23] });
    expect(await cardsOf('params/filterProperties?transaction_type=BUY&per_page=48')).not.toContain(23);
    expect(await cardsOf('property/all?per_page=48')).not.toContain(23);
    expect(await related()).not.toContain(23);
    expect(await call('GET', 'params/getPropertyDetail?propertyId=23')).toMatchObject({ status: 410, body: { Detail: 'This listing has been removed' } });
    expect((await call('GET', 'params/getPropertyDetail?propertyId=23', { token: buyer })).status).toBe(410);
    expect((await call('GET', 'params/getPropertyDetail?propertyId=23', { token: owner })).status).toBe(200);
    expect((await report({ property_id: 23, reason: 'other', email: 'd@example.com' }, { from: '198.51.100.41' })).status).toBe(410);

    const mail = await newestTo('owner@example.com');
    expect(mail).toMatchObject({ to: 'owner@example.com', subject: 'Your listing Fixture home 23 has been hidden' });
    expect(mail!.text).toContain('Asked tenants for inspection fees');
    const mine = await call<{ myProperties: { data: { id: number; hidden_reason: string | null }[] } }>('GET', 'profile/myProperties?page_type=uploaded&page=1&per_page=48', { token: owner });
    expect(mine.body.myProperties.data.find((card) => card.id === 23)?.hidden_reason).toBe('Asked tenants for inspection fees');
    expect(mine.body.myProperties.data.find((card) => card.id === 19)?.hidden_reason).toBeNull();

    const consoleAfter = (await call<Console>('GET', 'staff/console', { token: staff })).body;
    expect(consoleAfter.reports.find((group) => group.property.id === 23)).toBeUndefined();
    expect(consoleAfter.hidden).toEqual([expect.objectContaining({ id: 23, hidden_reason: 'Asked tenants for inspection fees' })]);
    expect(consoleAfter.audit[0]).toMatchObject({ staff_name: 'Sade Staff', action: 'hide_listing', property: { id: 23 }, reason: 'Asked tenants for inspection fees' });
    expect(Date.parse(consoleAfter.audit[0]!.created_at)).not.toBeNaN();
    expect((await call('POST', 'staff/hideListing', { token: staff, body: { property_id: 23, reason: 'Again' } })).status).toBe(409);

    const restored = await call('POST', 'staff/restoreListing', { token: staff, body: { property_id: 23, reason: 'The owner removed the fee' } });
    expect(restored.status).toBe(200);
    expect(await cardsOf('params/filterProperties?transaction_type=BUY&per_page=48')).toContain(23);
    expect((await call('GET', 'params/getPropertyDetail?propertyId=23')).status).toBe(200);
    expect((await call('GET', 'property/hidden')).body).toEqual({ ids: [] });
    expect(await newestTo('owner@example.com')).toMatchObject({ subject: 'Your listing Fixture home 23 is visible again' });
    const audit = (await call<Console>('GET', 'staff/console', { token: staff })).body.audit;
    expect(audit.slice(0, 2).map((entry) => entry.action)).toEqual(['restore_listing', 'hide_listing']);
  });

  test('dismissing reports empties the listing from the queue, with a reason; a decision needs one', async () => {
    await report({ property_id: 20, reason: 'not_available', email: 'e@example.com' }, { from: '198.51.100.50' });
    expect((await call<Refusal>('POST', 'staff/dismissReports', { token: staff, body: { property_id: 20, reason: ' ' } })).body.ResponseMessage).toEqual({ reason: ['This is required.'] });
    const dismissed = await call('POST', 'staff/dismissReports', { token: staff, body: { property_id: 20, reason: 'Checked with the owner: still available' } });
    expect(dismissed).toMatchObject({ status: 200, body: { Detail: 'The reports were dismissed', dismissed: 1 } });
    const body = (await call<Console>('GET', 'staff/console', { token: staff })).body;
    expect(body.reports.find((group) => group.property.id === 20)).toBeUndefined();
    expect(body.audit[0]).toMatchObject({ action: 'dismiss_reports', property: { id: 20 }, reason: 'Checked with the owner: still available' });
    expect((await call('POST', 'staff/dismissReports', { token: staff, body: { property_id: 20, reason: 'Again' } })).status).toBe(409);
  });

  test('hiding a listing cancels its open inspections, tells both sides with a calendar CANCEL, and stops replies', async () => {
    const [listing] = await provider.db.select({ ownerId: properties.ownerId }).from(properties).where(eq(properties.id, 21));
    // One open booking per visitor and listing: two visitors.
    const booking = async (day: number, status: 'requested' | 'confirmed' | 'held', email: string) => {
      const [visitor] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const startsAt = new Date(Date.UTC(2030, 0, day, 9));
      const [row] = await provider.db.insert(inspectionBookings).values({
        propertyId: 21, visitorId: visitor!.id, advertiserId: listing!.ownerId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), phone: '+2348020000000',
        status, calendarUid: `hide-${day}@naijahomes.test`, requestedAt: startsAt, createdAt: startsAt, updatedAt: startsAt,
      }).returning({ id: inspectionBookings.id });
      return row!.id;
    };
    const open = [await booking(10, 'requested', 'buyer@example.com'), await booking(11, 'confirmed', 'staff@example.com')];
    const held = await booking(1, 'held', 'buyer@example.com');
    const [lead] = await provider.db.insert(propertyLeads).values({
      propertyId: 21, title: 'Mr.', name: 'Visitor', email: 'visitor@example.com', phone: '0800', stateId: LAGOS, countryId: 161, platform: 'search',
    }).returning({ id: propertyLeads.id });

    expect((await call('POST', 'staff/hideListing', { token: staff, body: { property_id: 21, reason: 'A scam' } })).status).toBe(200);
    const after = await provider.db.select().from(inspectionBookings).where(eq(inspectionBookings.propertyId, 21));
    for (const id of open) expect(after.find((row) => row.id === id)).toMatchObject({ status: 'cancelled', cancelledBy: null });
    expect(after.find((row) => row.id === held)).toMatchObject({ status: 'held' });
    const cancellations = (await outbox()).filter((mail) => mail.subject === 'Inspection cancelled: Fixture home 21') as (Mail & { calendar: { method: string } | null })[];
    expect(cancellations.map((mail) => mail.to).sort()).toEqual(['buyer@example.com', 'owner@example.com', 'owner@example.com', 'staff@example.com']);
    for (const mail of cancellations) {
      expect(mail.calendar?.method).toBe('CANCEL');
      expect(mail.text).toContain('the listing has been taken down');
    }
    expect((await call('POST', 'profile/enquiries/reply', { token: owner, body: { id: lead!.id, message: 'Pay the fee to my account' } })).status).toBe(404);
  });

  test('the user record says who is staff', async () => {
    const staffOf = async (token: string) => (await call<{ userInfo: { staff: boolean } }>('GET', 'profile/getUserInfo', { token })).body.userInfo.staff;
    expect(await staffOf(staff)).toBe(true);
    expect(await staffOf(owner)).toBe(false);
  });
});

// Last: it deletes the buyer's account and listings.
describe('the audit log', () => {
  test('keeps who acted, on which listing and which reports, after both accounts are deleted', async () => {
    const [template] = await provider.db.select().from(users).where(eq(users.email, 'staff@example.com'));
    const [temporary] = await provider.db
      .insert(users)
      .values({ email: 'temp.staff@example.com', passwordHash: template!.passwordHash, confirmed: true, firstName: 'Tunde', lastName: 'Temp', uniqueCode: 'temp-staff', role: 'staff' })
      .returning();
    const temporaryStaff = await signIn(provider, 'temp.staff@example.com');
    // Property 18 is the buyer's.
    const references = [
      (await report({ property_id: 18, reason: 'scam_or_duplicate', email: 'f@example.com' }, { from: '198.51.100.60' })).body.reference,
      (await report({ property_id: 18, reason: 'inspection_fee', email: 'g@example.com' }, { from: '198.51.100.61' })).body.reference,
    ];
    expect((await call('POST', 'staff/hideListing', { token: temporaryStaff, body: { property_id: 18, reason: 'A scam' } })).status).toBe(200);

    for (const token of [buyer, temporaryStaff]) expect((await call('POST', 'profile/deleteAccount', { token, body: { confirm: true } })).status).toBe(200);
    expect((await call('GET', 'params/getPropertyDetail?propertyId=18')).status).toBe(404);

    const { audit } = (await call<Console>('GET', 'staff/console', { token: staff })).body;
    expect(audit[0]).toEqual({
      id: expect.any(Number),
      staff_id: temporary!.id,
      staff_name: 'Tunde Temp',
      action: 'hide_listing',
      property: { id: 18, name: 'Fixture home 18' },
      member: null,
      reports: expect.arrayContaining(references),
      reason: 'A scam',
      created_at: expect.any(String),
    });
    expect(audit[0]!.reports).toHaveLength(2);
  });
});
