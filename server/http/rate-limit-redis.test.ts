/** @jest-environment node */
import { describeWithRedis, disconnectAll, instanceConnection, redisServerForSuite } from '../testing/redis-server';
import { redisLimiter } from './rate-limit';

// Spawns a server and talks to it over sockets: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

const rule = { limit: 3, windowSeconds: 60 };

afterAll(disconnectAll);

test('Redis unreachable: each instance still refuses at the limit, counting in its own memory', async () => {
  const limiter = redisLimiter(rule, instanceConnection(1), 'down:');
  const answers = [];
  for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await limiter.take('guess@example.com'));
  expect(answers.slice(0, 3)).toEqual([undefined, undefined, undefined]);
  expect(answers[3]).toBeGreaterThan(0);
  expect(answers[4]).toBeGreaterThan(0);
});

describeWithRedis('on a Redis server', () => {
  const redis = redisServerForSuite();

  test('two instances count into one window: the limit holds across them, not per instance', async () => {
    const connections = [instanceConnection(redis.port()), instanceConnection(redis.port())];
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
