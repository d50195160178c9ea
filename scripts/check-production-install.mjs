// CI (after `npm test`): a server's install of the committed tree works. Clones the repository into a
// temporary folder, runs `npm install --omit=dev` and `npm start` there (PORT/PROVIDER_PORT from
// PRODUCTION_CHECK_PORT/PRODUCTION_CHECK_PROVIDER_PORT, default 3190/4192), waits until the home page
// and the provider's health check answer 200, then stops the process group it started and removes the clone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, waitFor } from './lib.mjs';

const port = Number(process.env.PRODUCTION_CHECK_PORT ?? 3190);
const providerPort = Number(process.env.PRODUCTION_CHECK_PROVIDER_PORT ?? 4192);
const folder = mkdtempSync(path.join(tmpdir(), 'naijahomes-production-'));
const clone = path.join(folder, 'site');

function step(command, args, cwd) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

let server;
let code = 1;
try {
  step('git', ['clone', '--quiet', '--no-hardlinks', root, clone], root);
  step('npm', ['install', '--omit=dev', '--strict-allow-scripts', '--no-audit', '--no-fund'], clone);
  console.log(`$ npm start (PORT=${port} PROVIDER_PORT=${providerPort})`);
  // Its own process group, so that stopping it stops npm, the start script and the two servers.
  server = spawn('npm', ['start'], {
    cwd: clone,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, PORT: String(port), PROVIDER_PORT: String(providerPort), NEXT_TELEMETRY_DISABLED: '1' },
  });
  const exited = new Promise((_, reject) => server.on('exit', (c) => reject(new Error(`npm start exited (${c}) before the site answered`))));
  // The first start builds the site: allow for a slow machine.
  await Promise.race([Promise.all([waitFor(`http://127.0.0.1:${port}/`, 900_000), waitFor(`http://127.0.0.1:${providerPort}/health`, 900_000)]), exited]);
  console.log('✔ Production install: the home page and the provider answer 200');
  code = 0;
} catch (error) {
  console.error(`✖ Production install: ${error instanceof Error ? error.message : error}`);
} finally {
  if (server) {
    // The whole group, even when npm itself has exited: a server it started may still hold its port.
    const running = server.exitCode === null && server.signalCode === null;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // the group is gone already
    }
    if (running) {
      await new Promise((resolve) => {
        server.on('exit', resolve);
        setTimeout(resolve, 10_000).unref();
      });
    }
  }
  rmSync(folder, { recursive: true, force: true });
}
process.exit(code);
