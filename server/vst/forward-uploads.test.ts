/** @jest-environment node */
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
import { UPLOAD_SLOTS } from '@/server/http/upload-slots';
import { forwardOperation } from './forward';

/** Who the next request is signed in as (null: a visitor); read when the request starts, as cookies are. */
let mockSignedInAs: number | null = null;
jest.mock('@/server/session', () => ({
  getSession: jest.fn(() => Promise.resolve({ destroy: jest.fn(), userID: mockSignedInAs })),
  signedIn: async (session: { userID: number | null }) =>
    session.userID === null ? null : { accessToken: `token-${session.userID}`, user: { userID: session.userID } },
}));

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  delete (globalThis as { __nhRateLimits?: unknown }).__nhRateLimits;
  delete (globalThis as { __nhUploadSlots?: unknown }).__nhUploadSlots;
  mockSignedInAs = null;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ Detail: 'ok' }, { status: 201 }));
});

const app = 'http://localhost:3000';

/**
 * An upload whose body never arrives (a client trickling its upload) until it hangs up: a sell
 * enquiry by default, or `path` (a listing) signed in as `userID`.
 */
function slowUpload(address: string, { path = 'product/propertySaleContact', userID = null as number | null, length = null as number | null } = {}) {
  let fail: (reason: Error) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      fail = (reason) => controller.error(reason);
    },
  });
  const request = new Request(`${app}/api/vst/${path}`, {
    method: 'POST',
    headers: {
      origin: app,
      'content-type': 'multipart/form-data; boundary=x',
      'x-forwarded-for': address,
      ...(length === null ? {} : { 'content-length': String(length) }),
    },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, userID, hangUp: () => fail(new Error('client went away')) };
}

/** Sends the upload as its user (the session is read as the request starts). */
function send(upload: ReturnType<typeof slowUpload>) {
  mockSignedInAs = upload.userID;
  return forwardOperation(upload.request);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('visitor uploads', () => {
  it('a client over its form limit is refused before its body is read', async () => {
    const { limit } = rateLimitPolicies.contact.perClient;
    const lead = { title: 'Mr.', name: 'Ada', email: 'ada@example.com', phone: '08031234567', state_id: '25', platform: 'search', property_id: 7, country_id: 160 };
    for (let i = 0; i < limit; i += 1) {
      await forwardOperation(
        new Request(`${app}/api/vst/params/createLead`, {
          method: 'POST',
          headers: { origin: app, 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' },
          body: JSON.stringify({ ...lead, email: `v${i}@example.com` }),
        }),
      );
    }
    const upload = slowUpload('10.0.0.1');
    const refused = await send(upload);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(upload.request.bodyUsed).toBe(false);
  });

  it('caps uploads in flight per client (429) and in all (503), and frees the slots when they end', async () => {
    const sending = Array.from({ length: UPLOAD_SLOTS.perSender }, () => slowUpload('10.0.0.2'));
    const answers = sending.map((upload) => send(upload));
    await tick();

    const third = slowUpload('10.0.0.2');
    const perClient = await send(third);
    expect(perClient.status).toBe(429);
    expect((await perClient.json()).message).toBe('Your other files are still being sent. Please wait for them to finish and try again.');
    expect(third.request.bodyUsed).toBe(false);

    const others = Array.from({ length: UPLOAD_SLOTS.total - UPLOAD_SLOTS.perSender }, (_, i) => slowUpload(`10.0.1.${i}`));
    answers.push(...others.map((upload) => send(upload)));
    await tick();
    const busy = await send(slowUpload('10.0.2.1'));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await busy.json()).message).toBe('Too many people are sending files right now. Please try again in a minute.');

    // The clients hang up: their slots come back, and the next upload is read again.
    for (const upload of [...sending, ...others]) upload.hangUp();
    // (Reading a body the client abandoned fails; the slot is given back all the same.)
    await Promise.allSettled(answers);
    const next = slowUpload('10.0.0.2');
    const reading = send(next);
    await tick();
    expect(next.request.bodyUsed).toBe(true);
    next.hangUp();
    await reading.catch(() => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signed-in uploads', () => {
  const listing = (userID: number, length: number | null = null) => slowUpload('10.0.3.1', { path: 'profile/submitListing', userID, length });
  const MEGABYTE = 1024 * 1024;

  it(`a user sends at most ${UPLOAD_SLOTS.perSender} at a time: the next is refused (429, Retry-After) before its body is read, others' are not`, async () => {
    const sending = Array.from({ length: UPLOAD_SLOTS.perSender }, () => listing(7, 2 * MEGABYTE));
    const answers = sending.map((upload) => send(upload));
    await tick();
    expect(sending.every((upload) => upload.request.bodyUsed)).toBe(true);

    const third = listing(7, 2 * MEGABYTE);
    const refused = await send(third);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await refused.json()).message).toBe('Your other files are still being sent. Please wait for them to finish and try again.');
    expect(third.request.bodyUsed).toBe(false);

    // Another account on the same address is not held back by this one.
    const other = listing(8, 2 * MEGABYTE);
    const reading = send(other);
    await tick();
    expect(other.request.bodyUsed).toBe(true);

    for (const upload of [...sending, other]) upload.hangUp();
    await Promise.allSettled([...answers, reading]);
    const again = listing(7, 2 * MEGABYTE);
    const next = send(again);
    await tick();
    expect(again.request.bodyUsed).toBe(true);
    again.hangUp();
    await next.catch(() => undefined);
  });

  it('the process holds bodies of at most so many bytes in all, counted by what each may grow to: past it, 503 before reading', async () => {
    // Listings of undeclared length may grow to the operation's whole limit (about 61 MB) each.
    const big = [1, 2].map((userID) => listing(userID));
    const answers = big.map((upload) => send(upload));
    await tick();
    const third = listing(3);
    const busy = await send(third);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await busy.json()).message).toBe('Too many people are sending files right now. Please try again in a minute.');
    expect(third.request.bodyUsed).toBe(false);

    // A small upload that says how small it is still fits.
    const small = listing(4, MEGABYTE);
    const reading = send(small);
    await tick();
    expect(small.request.bodyUsed).toBe(true);

    for (const upload of [...big, small]) upload.hangUp();
    await Promise.allSettled([...answers, reading]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
