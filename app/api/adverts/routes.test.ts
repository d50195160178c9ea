/** @jest-environment node */
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
import { recordClick, recordImpressions } from '@/server/vst/adverts';
import { GET as click } from './[advertId]/click/route';
import { POST as impressions } from './impressions/route';

jest.mock('@/server/vst/adverts', () => ({ recordClick: jest.fn(), recordImpressions: jest.fn() }));
jest.mock('@/server/env', () => ({ serverEnv: () => ({ appUrl: 'http://localhost:3000', trustedProxyCount: 0 }) }));

const clickMock = jest.mocked(recordClick);
const impressionsMock = jest.mocked(recordImpressions);
const APP = 'http://localhost:3000';

beforeEach(() => {
  delete (globalThis as { __nhRateLimits?: unknown }).__nhRateLimits;
  jest.clearAllMocks();
});

const clickOn = (advertId: string, query = '', address = '10.0.0.1') =>
  click(new Request(`${APP}/api/adverts/${advertId}/click${query}`, { headers: { 'x-forwarded-for': address } }), {
    params: Promise.resolve({ advertId }),
  });

describe('the click route', () => {
  it('counts the click and redirects to the link the provider stored with the advert, uncached', async () => {
    clickMock.mockResolvedValue({ ok: true, status: 200, data: { link: 'https://owambe-hall.example/bookings?src=ad' } });
    const response = await clickOn('7');
    expect(clickMock).toHaveBeenCalledWith(7, '10.0.0.1');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://owambe-hall.example/bookings?src=ad');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('is no open redirect: an address in the query is ignored, the stored link is the only target', async () => {
    clickMock.mockResolvedValue({ ok: true, status: 200, data: { link: 'https://owambe-hall.example/' } });
    const response = await clickOn('7', '?url=https://evil.example&next=https://evil.example&Location=https://evil.example');
    expect(response.headers.get('Location')).toBe('https://owambe-hall.example/');
  });

  it('sends the browser home, never elsewhere, for a stored link that is not a web address', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', 'https://user:pass@evil.example']) {
      clickMock.mockResolvedValue({ ok: true, status: 200, data: { link } });
      expect((await clickOn('7')).headers.get('Location')).toBe('/');
    }
  });

  it('sends the browser home for an advert that is not running, a provider that is down, or a malformed id (without asking)', async () => {
    clickMock.mockResolvedValue({ ok: false, status: 404, detail: 'Advert not found' });
    expect((await clickOn('7')).headers.get('Location')).toBe('/');
    clickMock.mockResolvedValue({ ok: false, status: 503, detail: 'down' });
    expect((await clickOn('7')).headers.get('Location')).toBe('/');
    clickMock.mockClear();
    for (const id of ['0', '-1', 'abc', '1e3', '99999999999']) expect((await clickOn(id)).headers.get('Location')).toBe('/');
    expect(clickMock).not.toHaveBeenCalled();
  });

  it('stops counting a flood from one address', async () => {
    clickMock.mockResolvedValue({ ok: true, status: 200, data: { link: 'https://owambe-hall.example/' } });
    const { limit } = rateLimitPolicies.advertEvents.perClient;
    for (let i = 0; i < limit; i += 1) await clickOn('7', '', '10.0.0.9');
    expect(clickMock).toHaveBeenCalledTimes(limit);
    expect((await clickOn('7', '', '10.0.0.9')).headers.get('Location')).toBe('/');
    expect(clickMock).toHaveBeenCalledTimes(limit);
  });
});

const beacon = (body: string, headers: Record<string, string> = { origin: APP }) =>
  impressions(new Request(`${APP}/api/adverts/impressions`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '10.0.0.2', ...headers }, body }), {
    params: Promise.resolve({}),
  });

describe('the impressions beacon', () => {
  it('forwards a batch sent as text/plain (what sendBeacon sends) with the browser address', async () => {
    impressionsMock.mockResolvedValue({ ok: true, status: 200, data: { counted: 2 } });
    const response = await beacon(JSON.stringify({ advert_ids: [3, 4] }));
    expect(response.status).toBe(204);
    expect(impressionsMock).toHaveBeenCalledWith([3, 4], '10.0.0.2');
  });

  it('refuses a foreign page, a malformed or oversized batch, without asking the provider', async () => {
    expect((await beacon(JSON.stringify({ advert_ids: [3] }), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await beacon('not json')).status).toBe(400);
    expect((await beacon(JSON.stringify({ advert_ids: [] }))).status).toBe(422);
    expect((await beacon(JSON.stringify({ advert_ids: Array.from({ length: 13 }, (_, i) => i + 1) }))).status).toBe(422);
    expect((await beacon(JSON.stringify({ advert_ids: [3], pad: 'x'.repeat(2000) }))).status).toBe(413);
    expect(impressionsMock).not.toHaveBeenCalled();
  });

  it('passes a provider refusal on', async () => {
    impressionsMock.mockResolvedValue({ ok: false, status: 429, detail: 'Too many requests', retryAfter: '30' });
    const response = await beacon(JSON.stringify({ advert_ids: [3] }));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('30');
  });
});
