/** @jest-environment node */
import { describeWithRedis, disconnectAll, instanceConnection, startRedisServer } from './testing/redis-server';
import { RedisEndedSessionStore } from './ended-sessions';

// Spawns a server and talks to it over sockets: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

const PORT = 6392;

afterAll(disconnectAll);

test('Redis unreachable: the instance still refuses the sessions it ended itself, and checks do not throw', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = new RedisEndedSessionStore(instanceConnection(1));
  await store.add('ended-here', Date.now() + 60_000);
  expect(await store.has('ended-here')).toBe(true);
  expect(await store.has('never-ended')).toBe(false);
  expect(errors).toHaveBeenCalledTimes(1);
  errors.mockRestore();
});

describeWithRedis('on a Redis server', () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  beforeAll(async () => {
    server = await startRedisServer(PORT);
  }, 30_000);
  afterAll(() => server.stop());

  test('a session signed out on one instance is refused by another, until its cookie would have expired', async () => {
    const connections = [instanceConnection(PORT), instanceConnection(PORT)];
    await Promise.all(connections.map((connection) => connection.connect()));
    const [signedOutOn, askedOn] = connections.map((connection) => new RedisEndedSessionStore(connection));
    const sid = `sid-${Date.now()}`;
    expect(await askedOn!.has(sid)).toBe(false);
    await signedOutOn!.add(sid, Date.now() + 300);
    expect(await askedOn!.has(sid)).toBe(true);
    expect(await connections[0]!.pttl(`ended-session:${sid}`)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await askedOn!.has(sid)).toBe(false);
  });
});
