/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import Redis from 'ioredis';
import { redisLimiter } from './rate-limit';

// Spawns a server and talks to it over sockets: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

const REDIS_SERVER = '/usr/bin/redis-server';
// A port of its own beside the cluster's (6380) and its test stage's (6381).
const PORT = 6391;
const rule = { limit: 3, windowSeconds: 60 };
const clients: Redis[] = [];

function instanceConnection(port: number): Redis {
  // As server/redis.ts connects: commands fail at once while Redis is away.
  const redis = new Redis({ port, host: '127.0.0.1', enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined);
  clients.push(redis);
  return redis;
}

afterAll(() => {
  for (const redis of clients) redis.disconnect();
});

test('Redis unreachable: each instance still refuses at the limit, counting in its own memory', async () => {
  const limiter = redisLimiter(rule, instanceConnection(1), 'down:');
  const answers = [];
  for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await limiter.take('guess@example.com'));
  expect(answers.slice(0, 3)).toEqual([undefined, undefined, undefined]);
  expect(answers[3]).toBeGreaterThan(0);
  expect(answers[4]).toBeGreaterThan(0);
});

// Needs Debian's redis-server (the cluster stage installs it; `apt-get install redis-server` locally).
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
  afterAll(() => {
    server.kill();
  });

  test('two instances count into one window: the limit holds across them, not per instance', async () => {
    const connections = [instanceConnection(PORT), instanceConnection(PORT)];
    await Promise.all(connections.map((connection) => connection.connect()));
    const [first, second] = connections.map((connection) => redisLimiter(rule, connection, 'shared:'));
    const key = `guess-${Date.now()}@example.com`;
    // Two at once on each: all four counted atomically, exactly three pass.
    const answers = await Promise.all([first!.take(key), second!.take(key), first!.take(key), second!.take(key)]);
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(3);
    expect(answers.find((answer) => answer !== undefined)).toBeGreaterThan(0);
    // A use given back on one instance frees a place on the other.
    await first!.release(key);
    expect(await second!.take(key)).toBeUndefined();
    expect(await first!.take(key)).toBeGreaterThan(0);
  });
});
