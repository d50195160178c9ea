/** @jest-environment node */
import { describeWithRedis, disconnectAll, instanceConnection, redisServerForSuite } from './testing/redis-server';
import { WAITING_WRITES_MINUTES } from '@/lib/pwa/offline-writes';
import { ANSWER_MS, CLAIM_MS, MAX_KEPT_CHARS, MemoryOnceOnlyStore, RedisOnceOnlyStore, onceOnly, type OnceOnlyStore } from './once-only';

// The Redis part spawns a server and talks to it over sockets: slower than a unit test on a busy machine.
jest.setTimeout(20_000);
afterAll(disconnectAll);

const KEY = 'k'.repeat(22);
const request = (key: string | null = KEY) => new Request('http://localhost/api/vst/x', { method: 'POST', headers: key ? { 'Idempotency-Key': key } : {} });
const ok = (body: unknown) => async () => Response.json(body);

describe('onceOnly', () => {
  it('does once a write the service worker sends again at the last moment it keeps it', async () => {
    // Its answer was lost on a dropped connection after the write was saved, so the worker kept it.
    let now = 0;
    const store = new MemoryOnceOnlyStore(() => now);
    const write = jest.fn(ok({ Detail: 'Booked' }));
    await onceOnly(request(), 'user:1:bookings/book', write, { store });
    now += WAITING_WRITES_MINUTES * 60_000;
    const again = await onceOnly(request(), 'user:1:bookings/book', write, { store });
    expect(write).toHaveBeenCalledTimes(1);
    expect(await again.json()).toEqual({ Detail: 'Booked' });
  });

  it('keeps only successful answers, and none too large to keep', async () => {
    const store = new MemoryOnceOnlyStore();
    const refused = jest.fn(async () => Response.json({ message: 'No' }, { status: 422 }));
    await onceOnly(request(), 'user:1:a', refused, { store });
    await onceOnly(request(), 'user:1:a', refused, { store });
    expect(refused).toHaveBeenCalledTimes(2);

    const large = jest.fn(ok({ text: 'x'.repeat(MAX_KEPT_CHARS) }));
    await onceOnly(request(), 'user:1:b', large, { store });
    await onceOnly(request(), 'user:1:b', large, { store });
    expect(large).toHaveBeenCalledTimes(2);
  });

  it('frees the key of a write that threw, so sending it again runs it', async () => {
    const store = new MemoryOnceOnlyStore();
    await expect(onceOnly(request(), 's', async () => Promise.reject(new Error('down')), { store })).rejects.toThrow('down');
    expect(await store.claim(`s:${KEY}`)).toEqual({ kind: 'claimed' });
  });

  it('tells a write sent again while the first is still running past the wait that it is still being saved', async () => {
    const store = new MemoryOnceOnlyStore();
    await store.claim(`s:${KEY}`);
    const write = jest.fn(ok({}));
    const response = await onceOnly(request(), 's', write, { store, waitMs: 30, pollMs: 10 });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/still being saved/);
    expect(write).not.toHaveBeenCalled();
  });
});

describe('MemoryOnceOnlyStore', () => {
  it('holds a claim for CLAIM_MS and an answer for ANSWER_MS, then forgets them', async () => {
    let now = 0;
    const store = new MemoryOnceOnlyStore(() => now);
    expect(await store.claim('a')).toEqual({ kind: 'claimed' });
    expect(await store.claim('a')).toEqual({ kind: 'busy' });
    now = CLAIM_MS;
    expect(await store.claim('a')).toEqual({ kind: 'claimed' });
    await store.keep('a', { status: 200, body: '{}' });
    now += ANSWER_MS - 1;
    expect(await store.claim('a')).toEqual({ kind: 'done', answer: { status: 200, body: '{}' } });
    now += 1;
    expect(await store.claim('a')).toEqual({ kind: 'claimed' });
  });

  it('forgets the oldest key past its bound', async () => {
    const store = new MemoryOnceOnlyStore(Date.now, 2);
    for (const key of ['a', 'b', 'c']) await store.claim(key);
    expect(await store.claim('a')).toEqual({ kind: 'claimed' });
    expect(await store.claim('c')).toEqual({ kind: 'busy' });
  });
});

test('Redis unreachable: this instance still does a write sent to it again once, and says so once in the log', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = new RedisOnceOnlyStore(instanceConnection(1));
  const write = jest.fn(ok({ saved: 1 }));
  await onceOnly(request(), 's', write, { store });
  const again = await onceOnly(request(), 's', write, { store });
  expect(write).toHaveBeenCalledTimes(1);
  expect(await again.json()).toEqual({ saved: 1 });
  expect(errors).toHaveBeenCalledTimes(1);
  errors.mockRestore();
});

describeWithRedis('on a Redis server', () => {
  const redis = redisServerForSuite();

  /** Two web instances' stores on the one server. */
  async function twoInstances() {
    const connections = [instanceConnection(redis.port()), instanceConnection(redis.port())] as const;
    await Promise.all(connections.map((connection) => connection.connect()));
    const [first, second]: OnceOnlyStore[] = connections.map((connection) => new RedisOnceOnlyStore(connection));
    return { connections, first: first!, second: second! };
  }

  it('a write done on one instance and sent again to another is answered there, not done again', async () => {
    const { connections, first, second } = await twoInstances();
    const scope = `user:1:comment/saveComment:${Date.now()}`;
    const write = jest.fn(ok({ comment: { id: 5 } }));
    await onceOnly(request(), scope, write, { store: first });
    const again = await onceOnly(request(), scope, write, { store: second });
    expect(write).toHaveBeenCalledTimes(1);
    expect(await again.json()).toEqual({ comment: { id: 5 } });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const ttl = await connections[0]!.pttl(`once-only:${scope}:${KEY}`);
    expect(ttl).toBeGreaterThan(ANSWER_MS - 60_000);
  });

  it('a write still running on one instance makes the other wait for its answer; a failed one frees the key for all', async () => {
    const { first, second } = await twoInstances();
    const scope = `user:1:waits:${Date.now()}`;
    let finish: (response: Response) => void = () => undefined;
    const running = onceOnly(request(), scope, () => new Promise<Response>((resolve) => (finish = resolve)), { store: first });
    const waiting = onceOnly(request(), scope, ok({ twice: true }), { store: second, pollMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    finish(Response.json({ once: true }));
    await running;
    expect(await (await waiting).json()).toEqual({ once: true });

    const failing = `user:1:fails:${Date.now()}`;
    await onceOnly(request(), failing, async () => Response.json({}, { status: 503 }), { store: first });
    expect(await second.claim(`${failing}:${KEY}`)).toEqual({ kind: 'claimed' });
  });
});
