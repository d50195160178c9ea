/** @jest-environment node */
import { revokeToken } from './auth';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const answer = (status: number) => new Response(JSON.stringify({ Detail: 'x' }), { status });
const noWait = jest.fn(async () => undefined);

describe('revokeToken', () => {
  it('tries again while the provider fails, until it revokes the token', async () => {
    fetchMock.mockResolvedValueOnce(answer(503)).mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(answer(200));
    expect(await revokeToken('tok', [10, 20, 30], noWait)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(noWait.mock.calls).toEqual([[10], [20]]);
  });

  it('stops at a refusal (the token is already unusable)', async () => {
    fetchMock.mockResolvedValue(answer(401));
    expect(await revokeToken('tok', [10, 20], noWait)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last delay and says so', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(500));
    expect(await revokeToken('tok', [10, 20], noWait)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalled();
  });
});
