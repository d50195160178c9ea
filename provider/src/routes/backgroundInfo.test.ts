/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { users, userSubscriptions } from '../db/schema';
import { NO_ACTIVE_SUBSCRIPTION } from '../queries/backgroundInfo';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, TEST_PUBLIC_URL, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';

let provider: TestProvider;
let owner: string;
let buyer: string;
let buyerId: number;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
  const [user] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
  buyerId = user?.id ?? 0;
}, 30_000);
afterAll(() => provider.close());

type BackgroundInfo = {
  backgroundFiles: { id: number; doc_link: string; name: string }[];
  outstandingGroundRent: number | null;
  inspectionReport: string | null;
  viewsRemaining: number | null;
};

async function view(propertyId: number | string, token?: string) {
  const response = await provider.request(`/api/vst/payments/viewBackgroundInfo?property_id=${propertyId}`, apiRequest('GET', undefined, token));
  return { status: response.status, body: (await response.json()) as BackgroundInfo & Refusal };
}

const DAY = 24 * 3600 * 1000;
async function subscribe(views: number, expiresInDays = 30) {
  const now = Date.now();
  const [row] = await provider.db
    .insert(userSubscriptions)
    .values({ userId: buyerId, subscriptionTypeId: 1, startsAt: new Date(now - DAY), expiresAt: new Date(now + expiresInDays * DAY), viewsRemaining: views })
    .returning();
  return row?.id ?? 0;
}

describe('payments/viewBackgroundInfo', () => {
  test('needs sign-in and a known property', async () => {
    expect((await view(1)).status).toBe(401);
    expect((await view(9999, buyer)).status).toBe(404);
    expect((await view('x', buyer)).status).toBe(422);
  });

  test('without a live subscription: the Detail the web app words as a Subscribe prompt', async () => {
    // An expired plan with views left opens nothing.
    await subscribe(5, -1);
    const { status, body } = await view(1, buyer);
    expect(status).toBe(403);
    expect(body.Detail).toBe(NO_ACTIVE_SUBSCRIPTION);
  });

  test("the owner sees their own property's documents without a subscription", async () => {
    const { status, body } = await view(2, owner);
    expect(status).toBe(200);
    expect(body.backgroundFiles.map((file) => file.name)).toEqual(['Certificate of Occupancy.pdf', 'Survey plan.pdf']);
    expect(body.viewsRemaining).toBeNull();
  });

  test('one view per distinct property: re-opening is free, and the views run out', async () => {
    const subscriptionId = await subscribe(2);
    const first = await view(1, buyer);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ outstandingGroundRent: 25_000, inspectionReport: expect.any(String), viewsRemaining: 1 });
    expect(first.body.backgroundFiles).toHaveLength(2);
    expect(first.body.backgroundFiles[0]?.doc_link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/private-files/uploads/[0-9a-f]{64}$`));
    const pdf = await provider.request(new URL(first.body.backgroundFiles[0]?.doc_link ?? '').pathname, apiRequest('GET', undefined, buyer));
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);

    // Again, and twice at once: still one view used for property 1.
    const again = await Promise.all([view(1, buyer), view(1, buyer)]);
    expect(again.map((answer) => answer.body.viewsRemaining)).toEqual([1, 1]);

    // A property without recorded information still opens (and costs its view).
    const bare = await view(3, buyer);
    expect(bare.body).toMatchObject({ backgroundFiles: [], outstandingGroundRent: null, inspectionReport: null, viewsRemaining: 0 });

    expect((await view(4, buyer)).body.Detail).toBe(NO_ACTIVE_SUBSCRIPTION);
    // Properties already opened stay open while the subscription runs.
    expect((await view(1, buyer)).status).toBe(200);
    const [row] = await provider.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, subscriptionId));
    expect(row?.viewsRemaining).toBe(0);
  });
});

describe('payments/updateBackgroundDocument', () => {
  const update = async (fields: Record<string, string>, files: Parameters<typeof multipartRequest>[1], token?: string) => {
    const response = await provider.request('/api/vst/payments/updateBackgroundDocument', multipartRequest(fields, files, token));
    return { status: response.status, body: (await response.json()) as Refusal & { document: { id: number; doc_link: string; name: string } } };
  };

  test('the owner replaces a document: same id, new file and name', async () => {
    const [first] = (await view(2, owner)).body.backgroundFiles;
    const replaced = await update({ document_id: String(first?.id) }, { document: [{ bytes: tinyPdf(), name: 'New C of O.pdf', type: 'application/pdf' }] }, owner);
    expect(replaced.status).toBe(200);
    expect(replaced.body.document).toMatchObject({ id: first?.id, name: 'New C of O.pdf' });
    expect(replaced.body.document.doc_link).not.toBe(first?.doc_link);
    expect((await view(2, owner)).body.backgroundFiles[0]).toMatchObject({ id: first?.id, name: 'New C of O.pdf' });
  });

  test("others may not; the file must be a PDF or an image by its bytes; unknown documents are not found", async () => {
    const [first] = (await view(2, owner)).body.backgroundFiles;
    const image = { document: [{ bytes: tinyPng(), name: 'scan.png', type: 'image/png' }] };
    expect((await update({ document_id: String(first?.id) }, image)).status).toBe(401);
    expect((await update({ document_id: String(first?.id) }, image, buyer)).status).toBe(403);
    expect((await update({ document_id: '99999' }, image, owner)).status).toBe(404);
    const html = await update({ document_id: String(first?.id) }, { document: [{ bytes: Buffer.from('<html>'), name: 'x.pdf', type: 'application/pdf' }] }, owner);
    expect(html.status).toBe(422);
    expect(html.body.ResponseMessage.document).toBeDefined();
    expect((await update({ document_id: String(first?.id) }, {}, owner)).status).toBe(422);
  });
});
