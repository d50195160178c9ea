import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import Redis from 'ioredis';

/**
 * A throwaway Debian redis-server for the tests that need a real one (.ci/run installs it;
 * `apt-get install redis-server` locally), each on a port free at the time (`freePort`): jest runs
 * files in parallel, and several runs of the suite may share a machine (a CI check beside a
 * developer's run); a fixed port per file let two runs talk to one server.
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
 * The process id of the redis-server answering on `port`, if one does. One connection attempt on a
 * fresh client with no retries: a client whose first attempt failed goes on reconnecting by itself
 * and refuses a second connect(), so reusing one probe never saw a redis-server that was slow to
 * start (a fresh machine's first start).
 */
async function answeringPid(port: number): Promise<number | undefined> {
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return Number(/process_id:(\d+)/.exec(await probe.info('server'))?.[1]);
  } catch {
    return undefined;
  } finally {
    probe.disconnect();
  }
}

/** A TCP port nothing listens on now, from the system's ephemeral range. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Starts redis-server on `port` and resolves once it accepts connections. Without persistence, unless
 * `keepDataIn` names a folder: then stopping it saves its data there and a server started again on
 * that folder has it back (a Redis that went away and came back, as after a network outage).
 */
export async function startRedisServer(port: number, { keepDataIn }: { keepDataIn?: string } = {}): Promise<{ stop(): Promise<void> }> {
  // A save point that a test never reaches: only the save on shutdown happens.
  const persistence = keepDataIn ? ['--dir', keepDataIn, '--dbfilename', 'dump.rdb', '--save', '3600 1'] : ['--save', ''];
  const server: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', ...persistence, '--appendonly', 'no'], { stdio: 'ignore' });
  let up = false;
  for (let tries = 0; tries < 100 && !up; tries += 1) {
    // Our server, not another one on that port (whose data another run's tests are using).
    if (server.exitCode !== null) break;
    up = (await answeringPid(port)) === server.pid;
    if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!up) {
    server.kill();
    throw new Error(`redis-server did not start on port ${port} within 10 s (or the port was taken)`);
  }
  return {
    async stop() {
      if (server.exitCode !== null) return;
      server.kill();
      await once(server, 'exit');
    },
  };
}

/**
 * A Redis server for the enclosing describe block: started before its tests, stopped after them.
 * `port()` is where it listens (known once the block's tests run).
 */
export function redisServerForSuite(): { port: () => number } {
  let server: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    server = await startRedisServer(port);
  }, 30_000);
  afterAll(() => server?.stop());
  return { port: () => port };
}
