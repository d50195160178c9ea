// Debian's servers for the PostgreSQL test stage and `npm run cluster`: PostgreSQL, Redis and HAProxy,
// installed with apt-get when missing, each run in the foreground from a temporary folder on a port of
// the caller's choosing, and stopped by the caller (only what was started here, by its own pid).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** Installs a Debian package when `file` is missing (CI and fresh machines); as root only. */
export function ensureInstalled(file, debianPackage) {
  if (existsSync(file)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${file} is missing: install Debian's ${debianPackage} (apt-get install -y ${debianPackage})`);
  }
  console.log(`Installing ${debianPackage}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], { stdio: 'inherit', env });
}

/** A temporary folder that `removeTemporary` deletes again. */
export function temporaryFolder(name) {
  return mkdtempSync(path.join(os.tmpdir(), `naijahomes-${name}-`));
}

export function removeTemporary(folder) {
  rmSync(folder, { recursive: true, force: true });
}

/** Polls until `check()` resolves true, or fails after `timeoutMs`. */
export async function waitUntil(what, check, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}

/** initdb and postgres refuse to run as root: as root they run as Debian's postgres user. */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * A fresh PostgreSQL 15 server on 127.0.0.1:`port` with its data in `folder`, trust authentication for
 * the `postgres` role (loopback only), and any further `settings` (`name=value`). Answers the child
 * process and the server's base URL.
 */
export async function startPostgres({ port, folder, database, stdio = 'ignore', settings = [] }) {
  ensureInstalled(path.join(POSTGRES_BIN, 'postgres'), 'postgresql');
  const user = postgresUser();
  if (user.uid !== undefined) chownSync(folder, user.uid, user.gid);
  const data = path.join(folder, 'data');
  const init = spawnSync(path.join(POSTGRES_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'], {
    ...user,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);
  const child = spawn(
    path.join(POSTGRES_BIN, 'postgres'),
    // A throwaway server: no fsync; enough connections for two web instances' provider pool and the tests.
    ['-D', data, '-p', String(port), '-k', folder, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200', ...settings.flatMap((setting) => ['-c', setting])],
    { ...user, stdio: ['ignore', stdio, stdio] },
  );
  const url = `postgres://postgres@127.0.0.1:${port}`;
  await waitUntil(`PostgreSQL on ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited with ${child.exitCode}`);
    return spawnSync(path.join(POSTGRES_BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0;
  });
  if (database) {
    const created = spawnSync(path.join(POSTGRES_BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], { encoding: 'utf8' });
    if (created.status !== 0) throw new Error(`createdb failed:\n${created.stderr}`);
  }
  return { child, url };
}

/** HAProxy from a config file written by the caller, in the foreground (-db), checked first (-c). */
export async function startHaproxy({ config, port, stdio = 'inherit' }) {
  ensureInstalled('/usr/sbin/haproxy', 'haproxy');
  const check = spawnSync('/usr/sbin/haproxy', ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its config:\n${check.stderr}${check.stdout}`);
  const child = spawn('/usr/sbin/haproxy', ['-db', '-f', config], { stdio: ['ignore', stdio, stdio] });
  await waitUntil(`HAProxy on ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`HAProxy exited with ${child.exitCode}`);
    await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
    return true;
  });
  return { child };
}

/**
 * A Redis 7 server on 127.0.0.1:`port` that keeps nothing on disk, using at most `maxmemory` (as
 * redis.conf writes it, e.g. `128mb`) and, when full, doing what `policy` says (docs/deploy.md).
 */
export async function startRedis({ port, folder, maxmemory, policy, stdio = 'ignore' }) {
  ensureInstalled('/usr/bin/redis-server', 'redis-server');
  const memory = [...(maxmemory ? ['--maxmemory', maxmemory] : []), ...(policy ? ['--maxmemory-policy', policy] : [])];
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', folder, ...memory],
    { stdio: ['ignore', stdio, stdio] },
  );
  await waitUntil(`Redis on ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`Redis exited with ${child.exitCode}`);
    return spawnSync('/usr/bin/redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';
  });
  return { child, url: `redis://127.0.0.1:${port}` };
}

/**
 * Stops a child started here and waits for it to exit (SIGKILL after `graceMs`). PostgreSQL takes
 * SIGINT (its fast shutdown; SIGTERM would wait for every client to disconnect).
 */
export function stopChild(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
