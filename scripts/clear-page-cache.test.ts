/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeWithRedis, disconnectAll, instanceConnection, redisServerForSuite } from '../server/testing/redis-server';
import { clearPageCache } from './clear-page-cache.mjs';

// Spawns a Redis server and talks to it over sockets: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

let root: string;
const file = (relative: string) => path.join(root, relative);
const put = (relative: string) => {
  mkdirSync(path.dirname(file(relative)), { recursive: true });
  writeFileSync(file(relative), 'x');
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  put('.next/server/route-cache/APP_PAGE/abc/$/property/271');
  put('.next/cache/fetch-cache/def');
  put('.next/server/app/index.html');
  put('.next/cache/image-variants/640/a.webp');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
afterAll(disconnectAll);

test('the pages the servers cached go; the build and the image variants stay', async () => {
  expect(await clearPageCache(root, undefined)).toBe(0);
  expect(existsSync(file('.next/server/route-cache'))).toBe(false);
  expect(existsSync(file('.next/cache/fetch-cache'))).toBe(false);
  expect(existsSync(file('.next/server/app/index.html'))).toBe(true);
  expect(existsSync(file('.next/cache/image-variants/640/a.webp'))).toBe(true);
});

test('a Redis that does not answer fails the reset, without waiting for it', async () => {
  await expect(clearPageCache(root, 'redis://127.0.0.1:1')).rejects.toThrow();
});

describeWithRedis('with a shared cache in Redis', () => {
  const redis = redisServerForSuite();

  test('its page entries go; the security state beside them stays', async () => {
    const connection = instanceConnection(redis.port());
    await connection.connect();
    await connection.hset('nh:cache:/property/271', { v: 'page' });
    await connection.hset('nh:cache:/rent', { v: 'page' });
    await connection.set('nh:rl:login:guess@example.com', '3');
    expect(await clearPageCache(root, `redis://127.0.0.1:${redis.port()}`)).toBe(2);
    expect(await connection.keys('*')).toEqual(['nh:rl:login:guess@example.com']);
  });
});
