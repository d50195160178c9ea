// The cluster of `npm run cluster` (and of its test and bench stages): PostgreSQL and two Redis in a
// temporary folder, the embedded provider on PostgreSQL, N `next start` instances of one build, and
// HAProxy in front. Everything is started here as a child of this process and stopped by its pid.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildIsCurrent, localSessionSecret, root, waitFor } from './lib.mjs';
import { removeTemporary, startHaproxy, startPostgres, startRedis, stopChild, temporaryFolder } from './services.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const numberFrom = (value, fallback) => (value ? Number(value) : fallback);

/** The cluster's fixed defaults, each overridable by an environment variable. */
export function clusterPortsFromEnv(env = process.env) {
  return {
    balancer: numberFrom(env.CLUSTER_PORT, 8080),
    web: (env.CLUSTER_WEB_PORTS ?? '3001,3002').split(',').map(Number),
    provider: numberFrom(env.PROVIDER_PORT, 4010),
    postgres: numberFrom(env.CLUSTER_POSTGRES_PORT, 5433),
    redis: numberFrom(env.CLUSTER_REDIS_PORT, 6380),
    securityRedis: numberFrom(env.CLUSTER_SECURITY_REDIS_PORT, 6390),
  };
}

/**
 * The two Redis servers, as docs/deploy.md has them: Next's cache in one bounded by `maxmemory` that
 * evicts the least recently used pages when full, the security state (ended sessions, rate-limit
 * windows, write keys) in one that never evicts, so that filling the cache cannot push it out.
 */
export const clusterRedis = {
  cache: { maxmemory: '128mb', policy: 'allkeys-lru' },
  security: { maxmemory: '64mb', policy: 'noeviction' },
};

/**
 * HAProxy: round-robin over the instances, each checked on its readiness endpoint every second
 * (out after 2 failures, back after 2 successes). Each request to an instance opens its own
 * connection (http-server-close), so a stopped or draining instance shows as a refused connection,
 * which is safe to retry for any method (the request never reached it). Requests that reached an
 * instance and got no answer (it died) are retried on the other only when idempotent (GET/HEAD).
 * X-Forwarded-For gets the client's address appended: the instances run with TRUSTED_PROXY_COUNT=1
 * and take that entry (server/http/client-address.ts).
 */
export function haproxyConfig({ balancerPort, webPorts, statsSocket, balancerHost = '127.0.0.1' }) {
  return `global
  maxconn 4096
  # Read-only state of the servers (up/down, requests served): the cluster tests read it.
  stats socket ${statsSocket} mode 600 level user

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  option forwardfor
  option http-server-close
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response junk-response

frontend site
  bind ${balancerHost}:${balancerPort}
  default_backend web

backend web
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  http-request disable-l7-retry if !METH_GET
  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2
${webPorts.map((port, index) => `  server web${index + 1} 127.0.0.1:${port} check`).join('\n')}
`;
}

/** HAProxy's view of each web instance: `{ web1: { status: 'UP', served: 12 }, … }` (its `show stat`). */
export function balancerState(statsSocket) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(statsSocket);
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header, ...rows] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const state = {};
      for (const row of rows.map((line) => line.split(','))) {
        const field = (name) => row[columns.indexOf(name)];
        if (field('pxname') === 'web' && field('svname').startsWith('web')) {
          state[field('svname')] = { status: field('status'), served: Number(field('stot')) };
        }
      }
      resolve(state);
    });
    socket.end('show stat\n');
  });
}

/**
 * How a web instance is started: on the loopback interface only (the balancer is its one way in),
 * named `localhost`, not 127.0.0.1. Next turns a loopback address into `localhost` in the URL proxy.ts
 * sees but not in its own (vercel/next.js#94745, open): under `-H 127.0.0.1` each rewrite of proxy.ts
 * to a cached view was sent over HTTP to the instance itself, a second request for every such page.
 * IPv4 first, so that `localhost` is 127.0.0.1, where HAProxy connects, on machines listing ::1 first.
 */
export function webInstance(port, env = process.env) {
  return {
    args: ['start', '-H', 'localhost', '-p', String(port)],
    env: { NODE_OPTIONS: [env.NODE_OPTIONS, '--dns-result-order=ipv4first'].filter(Boolean).join(' ') },
  };
}

function startGroup(name, args, env, stdio) {
  // A process group of its own: stopping it stops whatever it spawned, and nothing else.
  return spawn(bin(name), args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', stdio, stdio], detached: true });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stopGroup(child, graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

/**
 * Starts the whole cluster. `stdio` of the app processes: 'inherit' for `npm run cluster`, 'ignore'
 * for tests. Answers a handle with the URLs and `stop()`, `stopWeb(i)`, `killWeb(i)`, `startWeb(i)`.
 */
export async function startCluster({ ports = clusterPortsFromEnv(), stdio = 'inherit', log = console.log, sessionSecret, signal } = {}) {
  const folder = temporaryFolder('cluster');
  const appUrl = `http://localhost:${ports.balancer}`;
  const providerUrl = `http://127.0.0.1:${ports.provider}`;
  const started = { webs: [] };
  const handle = {
    appUrl,
    providerUrl,
    ports,
    folder,
    webUrl: (index) => `http://127.0.0.1:${ports.web[index]}`,
    webProcess: (index) => started.webs[index],
    /** Stops whatever has started so far (again when called again: each stop skips what has exited). */
    async stop() {
      await stopGroup(started.build);
      await stopChild(started.haproxy?.child);
      await Promise.all(started.webs.map((web) => stopGroup(web)));
      await stopGroup(started.provider);
      await stopChild(started.redis?.child);
      await stopChild(started.securityRedis?.child);
      await stopChild(started.postgres?.child, { signal: 'SIGINT' });
      removeTemporary(folder);
    },
  };
  // A stop asked for while starting (Ctrl-C during the build) stops what has started so far at once.
  const abandoned = () => {
    if (signal?.aborted) throw new Error('The cluster was stopped while starting');
  };
  signal?.addEventListener('abort', () => handle.stop(), { once: true });
  try {
    abandoned();
    started.postgres = await startPostgres({ port: ports.postgres, folder, database: 'naijahomes' });
    const databaseUrl = `${started.postgres.url}/naijahomes`;
    log(`PostgreSQL  ${databaseUrl}`);
    abandoned();
    started.redis = await startRedis({ port: ports.redis, folder, ...clusterRedis.cache });
    log(`Redis       ${started.redis.url} (the cache: ${clusterRedis.cache.maxmemory}, ${clusterRedis.cache.policy})`);
    started.securityRedis = await startRedis({ port: ports.securityRedis, folder, ...clusterRedis.security });
    log(`Redis       ${started.securityRedis.url} (the security state: ${clusterRedis.security.policy})`);

    const env = {
      NEXT_TELEMETRY_DISABLED: '1',
      APP_URL: appUrl,
      PROVIDER_URL: providerUrl,
      SESSION_SECRET: sessionSecret ?? process.env.SESSION_SECRET ?? localSessionSecret(),
      COOKIE_SECURE: 'false',
      // HAProxy (option forwardfor) is the one proxy in front of the instances.
      TRUSTED_PROXY_COUNT: '1',
      REDIS_URL: started.redis.url,
      REDIS_SECURITY_URL: started.securityRedis.url,
    };
    if (!buildIsCurrent({ ...process.env, ...env }).current) {
      log('Building the web app…');
      started.build = startGroup('next', ['build'], env, 'inherit');
      const code = await new Promise((resolve) => started.build.once('exit', (exitCode) => resolve(exitCode)));
      abandoned();
      if (code !== 0) throw new Error('next build failed');
    }
    started.provider = startGroup('tsx', ['provider/src/main.ts'], { ...env, PROVIDER_PORT: String(ports.provider), DATABASE_URL: databaseUrl }, stdio);
    await waitFor(`${providerUrl}/health`, 120_000);
    abandoned();
    log(`Provider    ${providerUrl} (on PostgreSQL)`);

    handle.startWeb = async (index) => {
      const instance = webInstance(ports.web[index]);
      const web = startGroup('next', instance.args, { ...env, ...instance.env }, stdio);
      started.webs[index] = web;
      await waitFor(`${handle.webUrl(index)}/api/health/ready`);
      return web;
    };
    /** SIGTERM: the instance drains its in-flight requests and exits. */
    handle.stopWeb = (index) => stopGroup(started.webs[index]);
    /** SIGKILL: the instance dies at once, as in a crash. */
    handle.killWeb = (index) => {
      const web = started.webs[index];
      const exited = new Promise((resolve) => (web.exitCode !== null || web.signalCode !== null ? resolve() : web.once('exit', resolve)));
      signalGroup(web, 'SIGKILL');
      return exited;
    };
    await Promise.all(ports.web.map((_, index) => handle.startWeb(index)));
    abandoned();
    ports.web.forEach((port, index) => log(`Web ${index + 1}       http://127.0.0.1:${port}`));

    const config = path.join(folder, 'haproxy.cfg');
    handle.statsSocket = path.join(folder, 'haproxy.sock');
    writeFileSync(config, haproxyConfig({ balancerPort: ports.balancer, webPorts: ports.web, statsSocket: handle.statsSocket }));
    started.haproxy = await startHaproxy({ config, port: ports.balancer, stdio });
    log(`Balancer    ${appUrl} (HAProxy, round-robin, health check /api/health/ready)`);
    return handle;
  } catch (error) {
    await handle.stop();
    throw error;
  }
}
