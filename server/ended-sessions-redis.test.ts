/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import Redis from 'ioredis';
import { RedisEndedSessionStore } from './ended-sessions';

// Spawns a server and talks to it over sockets: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

const REDIS_SERVER = '/usr/bin/redis-server';
// A port of its own beside the cluster's (6380), its test stage's (6381) and the rate-limit test's (6391).
const PORT = 6392;
const clients: Redis[] = [];

function instanceConnection(port: number): Redis {
  // As server/redis.ts connects: commands fail at once while Redis is away.
  // A short disconnectTimeout: ioredis otherwise holds a 2 s timer per closed socket past the last test.
  const redis = new Redis({ port, host: '127.0.0.1', enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true, disconnectTimeout: 50 });
  redis.on('error', () => undefined);
  clients.push(redis);
  return redis;
}

afterAll(() => {
  for (const redis of clients) redis.disconnect();
});

test('Redis unreachable: the instance still refuses the sessions it ended itself, and checks do not throw', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = new RedisEndedSessionStore(instanceConnection(1));
  await store.add('ended-here', Date.now() + 60_000);
  expect(await store.has('ended-here')).toBe(true);
  expect(await store.has('never-ended')).toBe(false);
  expect(errors).toHaveBeenCalledTimes(1);
  errors.mockRestore();
});

// Needs Debian's redis-server (.ci/run installs it; `apt-get install redis-server` locally).
const withRedis = existsSync(REDIS_SERVER) ? describe : describe.skip;

withRedis('on a Redis server', () => {
  let server: ChildProcess;
  beforeAll(async () => {
    server = spawn(REDIS_SERVER, ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = instanceConnection(PORT);
    for (let tries = 0; tries < 50; tries += 1) {
      if (await probe.connect().then(() => true, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);
  afterAll(async () => {
    server.kill();
    await once(server, 'exit');
  });

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
