/** @jest-environment node */
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
import { UPLOAD_SLOTS } from '@/server/http/upload-slots';
import { forwardOperation } from './forward';

jest.mock('@/server/session', () => ({
  getSession: jest.fn(async () => ({ destroy: jest.fn() })),
  signedIn: () => null,
}));

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  delete (globalThis as { __nhRateLimits?: unknown }).__nhRateLimits;
  delete (globalThis as { __nhUploadSlots?: unknown }).__nhUploadSlots;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ Detail: 'ok' }, { status: 201 }));
});

const app = 'http://localhost:3000';

/** A sell-enquiry upload whose body never arrives (a client trickling its upload) until it hangs up. */
function slowUpload(address: string) {
  let fail: (reason: Error) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      fail = (reason) => controller.error(reason);
    },
  });
  const request = new Request(`${app}/api/vst/product/propertySaleContact`, {
    method: 'POST',
    headers: { origin: app, 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': address },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, hangUp: () => fail(new Error('client went away')) };
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
    const refused = await forwardOperation(upload.request);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(upload.request.bodyUsed).toBe(false);
  });

  it('caps uploads in flight per client (429) and in all (503), and frees the slots when they end', async () => {
    const sending = Array.from({ length: UPLOAD_SLOTS.perClient }, () => slowUpload('10.0.0.2'));
    const answers = sending.map((upload) => forwardOperation(upload.request));
    await tick();

    const third = slowUpload('10.0.0.2');
    const perClient = await forwardOperation(third.request);
    expect(perClient.status).toBe(429);
    expect((await perClient.json()).message).toBe('Your other files are still being sent. Please wait for them to finish and try again.');
    expect(third.request.bodyUsed).toBe(false);

    const others = Array.from({ length: UPLOAD_SLOTS.total - UPLOAD_SLOTS.perClient }, (_, i) => slowUpload(`10.0.1.${i}`));
    answers.push(...others.map((upload) => forwardOperation(upload.request)));
    await tick();
    const busy = await forwardOperation(slowUpload('10.0.2.1').request);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await busy.json()).message).toBe('Too many people are sending files right now. Please try again in a minute.');

    // The clients hang up: their slots come back, and the next upload is read again.
    for (const upload of [...sending, ...others]) upload.hangUp();
    // (Reading a body the client abandoned fails; the slot is given back all the same.)
    await Promise.allSettled(answers);
    const next = slowUpload('10.0.0.2');
    const reading = forwardOperation(next.request);
    await tick();
    expect(next.request.bodyUsed).toBe(true);
    next.hangUp();
    await reading.catch(() => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
