import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import Redis from 'ioredis';

/**
 * A throwaway Debian redis-server for the tests that need a real one (.ci/run installs it;
 * `apt-get install redis-server` locally). Each test file has a port of its own, since jest runs
 * files in parallel: 6391 rate limits, 6392 ended sessions, 6393 the Next cache handler (the
 * cluster uses 6380 and its test stage 6381).
 */
const REDIS_SERVER = '/usr/bin/redis-server';

/** `describe` when redis-server is installed, else `describe.skip`. */
export const describeWithRedis = existsSync(REDIS_SERVER) ? describe : describe.skip;

const connections: Redis[] = [];

/**
 * A connection made as server/redis.ts makes it: commands fail at once while Redis is away. A short
 * disconnectTimeout, because ioredis otherwise holds a 2 s timer per closed socket past the last test.
 * `disconnectAll()` closes every one made.
 */
export function instanceConnection(port: number): Redis {
  const redis = new Redis({ port, host: '127.0.0.1', enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true, disconnectTimeout: 50 });
  redis.on('error', () => undefined);
  connections.push(redis);
  return redis;
}

export function disconnectAll(): void {
  for (const redis of connections.splice(0)) redis.disconnect();
}

/**
 * One connection attempt on a fresh client with no retries: a client whose first attempt failed goes
 * on reconnecting by itself and refuses a second connect(), so reusing one probe never saw a
 * redis-server that was slow to start (a fresh machine's first start).
 */
async function accepts(port: number): Promise<boolean> {
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  const up = await probe.connect().then(() => true, () => false);
  probe.disconnect();
  return up;
}

/** Starts redis-server on `port` without persistence and resolves once it accepts connections. */
export async function startRedisServer(port: number): Promise<{ stop(): Promise<void> }> {
  const server: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  let up = false;
  for (let tries = 0; tries < 100 && !up; tries += 1) {
    up = await accepts(port);
    if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!up) {
    server.kill();
    throw new Error(`redis-server did not accept connections on port ${port} within 10 s`);
  }
  return {
    async stop() {
      if (server.exitCode !== null) return;
      server.kill();
      await once(server, 'exit');
    },
  };
}
