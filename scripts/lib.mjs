// Shared helpers of the start and test scripts: child processes, readiness checks, local secrets.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a package binary to completion, inheriting stdio; resolves with its exit code. */
export function run(name, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(bin(name), args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Starts a long-running package binary; the caller stops it with `child.kill()`. */
export function start(name, args, env = {}, stdio = 'inherit') {
  return spawn(bin(name), args, { cwd: root, stdio, env: { ...process.env, ...env } });
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
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
