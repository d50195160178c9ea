/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { forwardOperation } from './forward';

// As forward.test.ts: no incremental cache outside Next; the session is what each test says.
jest.mock('next/cache', () => ({ unstable_cache: (read: unknown) => read, revalidateTag: jest.fn() }));
let sessionData: { accessToken?: string; user?: object } = {};
/** The users the session was saved with (its cookie), in order. */
const savedUsers: object[] = [];
jest.mock('@/server/session', () => ({
  getSession: jest.fn(async () => {
    const session = { ...sessionData, destroy: jest.fn(), save: jest.fn(async () => void savedUsers.push(session.user!)) };
    return session;
  }),
  signedIn: async (session: { accessToken?: string; user?: object }) =>
    session.accessToken && session.user ? { accessToken: session.accessToken, user: session.user } : null,
  endSession: jest.fn(),
}));

// One stand-in operation that changes the session's user, as joining as a professional does.
jest.mock('./operations', () => {
  const actual = jest.requireActual('./operations');
  const { z } = jest.requireActual('zod');
  const becomePro = {
    method: 'POST',
    auth: 'required',
    body: z.object({}),
    response: z.object({ Detail: z.string() }),
    updatesSessionUser: (user: object) => ({ ...user, serviceProvider: true }),
  };
  return {
    ...actual,
    findOperation: (pathname: string, method: string) =>
      pathname === '/api/vst/test/becomePro' ? { found: true, path: 'test/becomePro', operation: becomePro } : actual.findOperation(pathname, method),
  };
});

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  savedUsers.length = 0;
  sessionData = { accessToken: 'tok-ada', user: { userID: 1 } };
});

const app = 'http://localhost:3000';
const newKey = () => randomBytes(16).toString('base64url');
const comment = { property_id: 7, comment: 'Is the price negotiable?' };
const saved = (id: number) =>
  new Response(JSON.stringify({ Detail: 'Saved', comment: { id, comment: comment.comment, date: '2026-11-25', offer_by: { id: 1, name: 'Ada' } } }));
const sendComment = (key?: string) =>
  forwardOperation(
    new Request(`${app}/api/vst/comment/saveComment`, {
      method: 'POST',
      body: JSON.stringify(comment),
      headers: key ? { 'Idempotency-Key': key } : {},
    }),
  );

describe('writes sent again under their key', () => {
  it('are done once: the second gets the first answer, marked as given again', async () => {
    fetchMock.mockResolvedValueOnce(saved(501)).mockResolvedValueOnce(saved(502));
    const key = newKey();
    const first = await sendComment(key);
    const again = await sendComment(key);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.headers.get('Cache-Control')).toBe('no-store');
  });

  it("never give one user another's answer: the same key from someone else is their own write", async () => {
    fetchMock.mockResolvedValueOnce(saved(601)).mockResolvedValueOnce(saved(602));
    const key = newKey();
    await sendComment(key);
    sessionData = { accessToken: 'tok-mallory', user: { userID: 2 } };
    const stolen = await sendComment(key);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1].headers).toMatchObject({ Authorization: 'Bearer tok-mallory' });
    expect((await stolen.json()).comment.id).toBe(602);
    expect(stolen.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('run again when the first did not succeed', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ Detail: 'Try later' }), { status: 503 })).mockResolvedValueOnce(saved(701));
    const key = newKey();
    expect((await sendComment(key)).ok).toBe(false);
    const retry = await sendComment(key);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await retry.json()).comment.id).toBe(701);
  });

  it('arriving while the first still runs wait for its answer instead of saving again', async () => {
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const key = newKey();
    const first = sendComment(key);
    const again = sendComment(key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish(saved(801));
    expect((await (await again).json()).comment.id).toBe(801);
    expect((await first).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('without a key are each done, and a key that is not one is refused before the provider', async () => {
    fetchMock.mockResolvedValueOnce(saved(901)).mockResolvedValueOnce(saved(902));
    await sendComment();
    await sendComment();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await sendComment('short')).status).toBe(400);
    expect((await sendComment('x'.repeat(30) + '/../')).status).toBe(400);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("make the first answer's change to the session again: its cookie was lost with it", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ Detail: 'You are now a professional' })));
    const key = newKey();
    const become = () =>
      forwardOperation(new Request(`${app}/api/vst/test/becomePro`, { method: 'POST', body: '{}', headers: { 'Idempotency-Key': key } }));
    await become();
    // The browser never got that answer, so its cookie still holds the user as before.
    const again = await become();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(savedUsers).toEqual([
      { userID: 1, serviceProvider: true },
      { userID: 1, serviceProvider: true },
    ]);
  });
});
