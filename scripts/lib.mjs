// Shared helpers of the scripts (start, tests, bench, lighthouse): child processes, readiness checks, local secrets, the measured site, generated docs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSettings, changedSettings } from './build-settings.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => (path.isAbsolute(name) ? name : path.join(root, 'node_modules', '.bin', name));

/** Runs a package binary to completion, inheriting stdio; resolves with its exit code. */
export function run(name, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(bin(name), args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * jest's environment: iron-session 9 and sanitize-html's parser are ES modules only, which jest can
 * require only with Node's VM modules (jest.config.js refuses to run without them).
 */
export const jestEnv = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
};

/** Starts a long-running package binary; the caller stops it with `child.kill()`. */
export function start(name, args, env = {}, stdio = 'inherit') {
  return spawn(bin(name), args, { cwd: root, stdio, env: { ...process.env, ...env } });
}

const SOURCES = ['app', 'components', 'lib', 'server', 'service-worker', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'package.json', 'tsconfig.json'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, child) => Math.max(max, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

/** The production build's folder: `.next`, or NEXT_DIST_DIR (tests and parallel builds use their own). */
export const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildIdFile = () => path.join(root, distDir, 'BUILD_ID');

/** Whether there is a production build in `distDir`. */
export const hasBuild = () => existsSync(buildIdFile());

/** Stops a script that measures or checks a built site when there is no build, saying how to make one. */
export function requireBuild() {
  if (!hasBuild()) {
    throw new Error(`No build in ${distDir}/: run \`npx next build\` first (NEXT_DIST_DIR picks another folder).`);
  }
}

const buildSettingsFile = () => path.join(root, distDir, 'build-settings.json');

/** Keeps the settings a build was made with beside it (`buildIsCurrent` compares them). */
export function recordBuildSettings(env) {
  writeFileSync(buildSettingsFile(), `${JSON.stringify(buildSettings(env), null, 2)}\n`);
}

/**
 * Whether the production build can serve `env`: there is one, it is newer than every web source, and
 * it was made with the same build-time settings (a `NEXT_PUBLIC_*` changed since would otherwise be
 * served with its old value). Answers the reason when it cannot.
 */
export function buildIsCurrent(env = process.env) {
  const buildId = buildIdFile();
  if (!existsSync(buildId)) return { current: false, reason: 'there is no build yet' };
  const builtAt = statSync(buildId).mtimeMs;
  if (!SOURCES.every((entry) => newestMtime(entry) <= builtAt)) return { current: false, reason: 'the sources changed since the last build' };
  if (!existsSync(buildSettingsFile())) return { current: false, reason: 'the last build did not record its settings' };
  const changed = changedSettings(JSON.parse(readFileSync(buildSettingsFile(), 'utf8')), buildSettings(env));
  if (changed.length > 0) return { current: false, reason: `${changed.join(', ')} changed since the last build` };
  return { current: true };
}

/**
 * Polls a URL until it answers 2xx, or fails after `timeoutMs`. A port that fetch refuses outright
 * (the WHATWG "bad ports", such as 4190 or 6000) fails at once: no amount of waiting would reach it,
 * and the site's own server-side fetches to it would fail the same way.
 */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      if (error?.cause?.message === 'bad port') {
        throw new Error(`${url}: fetch refuses port ${new URL(url).port} (a WHATWG "bad port"); choose another port`);
      }
      lastError = error?.cause?.code ?? error?.message ?? String(error);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s (last attempt: ${lastError})`);
}

/**
 * A session secret for local runs, generated once and kept in .data/ so that sessions survive a
 * restart. Production sets SESSION_SECRET itself.
 */
export function localSessionSecret() {
  const file = path.join(root, '.data', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const measuredChildren = [];
let stopsOnSignal = false;

/**
 * Starts the embedded provider (fresh, in memory) and `next start` from an existing build, on ports
 * of their own, for the measuring scripts (bench, lighthouse); `stopLocalSite()` stops both. Each
 * child leads a process group of its own, so stopping it stops what it spawned and its memory can be
 * read as a whole. `webEnv` is added to the web server's environment only. Answers the web server's
 * child process.
 */
export async function startLocalSite({ webPort, providerPort, sessionSecret, webEnv = {} }) {
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    APP_URL: `http://localhost:${webPort}`,
    PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
    SESSION_SECRET: sessionSecret,
    COOKIE_SECURE: 'false',
  };
  if (!stopsOnSignal) {
    stopsOnSignal = true;
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => {
        stopLocalSite();
        process.exit(130);
      });
    }
  }
  const startGroup = (name, args, extraEnv) => {
    const child = spawn(bin(name), args, {
      cwd: root,
      env: { ...process.env, ...env, ...extraEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    measuredChildren.push(child);
    return child;
  };
  startGroup('tsx', ['provider/src/main.ts'], { PROVIDER_PORT: String(providerPort), PROVIDER_DATA_DIR: 'memory://' });
  await waitFor(`${env.PROVIDER_URL}/health`, 120_000);
  const web = startGroup('next', ['start', '-p', String(webPort)], webEnv);
  await waitFor(`${env.APP_URL}/terms`);
  return web;
}

export function stopLocalSite() {
  for (const child of measuredChildren.splice(0)) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** The signed-in side of the mixed load: a seeded demo account and reads that reach the provider every time. */
const DEMO_ACCOUNT = { email: 'buyer@example.com', password: 'password1' };
export const MIXED_PUBLIC_ROUTES = ['/', '/properties/buy', '/property/1', '/tipsandguides', '/properties/rent?page=2'];
export const MIXED_SIGNED_IN_CALLS = ['/api/auth/session', '/api/vst/profile/wishlistStatus?property_id=1', '/api/vst/comment/getComments?property_id=1'];

/** Signs the demo account in through the BFF at `baseUrl`, as the browser would; answers the session cookie. */
export async function signInDemo(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  if (!response.ok) throw new Error(`sign-in for the mixed load answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * The mixed load of the benches (autocannon `requests`: visitors' pages and a signed-in user's calls,
 * cycled by every connection), each checked once first so the load measures answers, not errors.
 */
export async function mixedLoadRequests(baseUrl) {
  const cookie = await signInDemo(baseUrl);
  const requests = [
    ...MIXED_PUBLIC_ROUTES.map((route) => ({ method: 'GET', path: route })),
    ...MIXED_SIGNED_IN_CALLS.map((route) => ({ method: 'GET', path: route, headers: { cookie, accept: 'application/json' } })),
  ];
  for (const { path: route, headers } of requests) {
    const response = await fetch(baseUrl + route, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${route} answered ${response.status} before the mixed load`);
  }
  return requests;
}

/** Replaces the part of a generated document between its two markers (or appends it), keeping the rest. */
export function writeGeneratedSection(file, [startMarker, endMarker], section) {
  const generated = `${startMarker}\n${section}\n${endMarker}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Quality figures\n';
  const startAt = current.indexOf(startMarker);
  const endAt = current.indexOf(endMarker);
  const next = startAt >= 0 && endAt > startAt
    ? current.slice(0, startAt) + generated + current.slice(endAt + endMarker.length)
    : `${current.trimEnd()}\n\n${generated}\n`;
  writeFileSync(file, next);
}

/** Runs a measuring script's main: an error is printed as one line and fails the script; the site is stopped either way. */
export async function runThenStopSite(main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    stopLocalSite();
  }
}
