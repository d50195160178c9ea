/** @jest-environment node */
import { once } from 'node:events';
import { describeWithRedis, disconnectAll, freePort, instanceConnection, redisServerForSuite, startRedisServer } from './testing/redis-server';
import { RedisEndedSessionStore } from './ended-sessions';

// Spawns a server and talks to it over sockets: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

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
  const redis = redisServerForSuite();

  test('a session signed out on one instance is refused by another, until its cookie would have expired', async () => {
    const connections = [instanceConnection(redis.port()), instanceConnection(redis.port())];
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

  test('a sign-out Redis missed is written once it answers again, so the other instances refuse it from then on', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const outagePort = await freePort();
    const signedOutOn = instanceConnection(outagePort); // Redis is not there (yet)
    const store = new RedisEndedSessionStore(signedOutOn);
    const sid = `sid-outage-${Date.now()}`;
    await store.add(sid, Date.now() + 60_000);
    expect(await store.has(sid)).toBe(true);

    const back = await startRedisServer(outagePort);
    try {
      // ioredis reconnects by itself (a lazy connection that never tried is connected here).
      if (signedOutOn.status === 'wait') await signedOutOn.connect();
      else if (signedOutOn.status !== 'ready') await once(signedOutOn, 'ready');
      const askedOn = instanceConnection(outagePort);
      await askedOn.connect();
      const other = new RedisEndedSessionStore(askedOn);
      // Written when the connection became ready, or at the latest by this instance's next check.
      await store.has('someone-else');
      expect(await other.has(sid)).toBe(true);
    } finally {
      await back.stop();
      errors.mockRestore();
    }
  });
});
