// `npm start`: builds the web app when its sources or build-time settings changed, starts the embedded
// provider (unless PROVIDER_URL points at a real one) and the site, and prints both addresses.
// `npm run dev` (--dev): the same provider, and `next dev` instead of a build: edits reload in the browser.
import { buildIsCurrent, localSessionSecret, recordBuildSettings, run, start, waitFor } from './lib.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
const providerPort = Number(process.env.PROVIDER_PORT ?? 4010);
const embedded = !process.env.PROVIDER_URL;
const providerUrl = process.env.PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`;

const children = [];
function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  // Not unref'd: after a failed start the pending top-level await would otherwise end the process
  // with Node's exit code 13 as soon as the children are gone, instead of this code.
  setTimeout(() => process.exit(code), 2_000);
}
/** A server that never answered: stop the others too, so nothing is left holding its port. */
function failedToStart(error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
  return new Promise(() => {});
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  PROVIDER_URL: providerUrl,
  APP_URL: appUrl,
  SESSION_SECRET: process.env.SESSION_SECRET ?? localSessionSecret(),
  // Secure cookies need https; a local http://localhost run keeps them usable by every browser.
  COOKIE_SECURE: process.env.COOKIE_SECURE ?? String(appUrl.startsWith('https:')),
  // The embedded provider's sandbox sign-in pages stand in for Google and Facebook when their client
  // ids are not set; the site offers them only when that provider runs with its sandbox on.
  SOCIAL_SIGN_IN_SANDBOX: process.env.SOCIAL_SIGN_IN_SANDBOX ?? String(embedded && !/^(0|false|off|no)$/i.test(process.env.PROVIDER_SANDBOX ?? '')),
};

const build = dev ? { current: true } : buildIsCurrent({ ...process.env, ...env });
if (!build.current) {
  console.log(`Building the web app (${build.reason})…`);
  if ((await run('next', ['build'], env)) !== 0) process.exit(1);
  recordBuildSettings({ ...process.env, ...env });
}

if (embedded) {
  const provider = start('tsx', ['provider/src/main.ts'], { ...env, PROVIDER_PORT: String(providerPort) });
  children.push(provider);
  provider.on('exit', (code) => stopAll(code ?? 1));
  // A first start compiles the provider's TypeScript (tsx, no cache yet) and creates and seeds the
  // database: over a minute on a busy 2-core machine.
  await waitFor(`${providerUrl}/health`, 240_000).catch(failedToStart);
}

const web = start('next', [dev ? 'dev' : 'start', '-p', String(port)], env);
children.push(web);
web.on('exit', (code) => stopAll(code ?? 1));
// `next dev` compiles the home page on this first request.
await waitFor(`http://127.0.0.1:${port}/`, dev ? 240_000 : 60_000).catch(failedToStart);

console.log(`
  Site:      ${appUrl}${dev ? ' (next dev: edits reload in the browser)' : ''}
  Provider:  ${providerUrl}${embedded ? ' (embedded, data in .data/provider; `npm run db:reset` restores the demo data)' : ''}
  Demo accounts (embedded provider): buyer@example.com, owner@example.com, pro@example.com, staff@example.com (staff console: /staff) / password1
`);
