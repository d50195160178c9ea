// `npm test`: type-check, lint, the docs' check, unit tests, the provider's tests again on a PostgreSQL
// server, a fresh production build, the Playwright journeys against that build and a fresh embedded
// provider (started by playwright.config.ts) and the cluster's tests (scripts/test-cluster.mjs) on the same
// build. Stops at the first failing stage and ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { jestEnv, recordBuildSettings, root, run } from './lib.mjs';

const reports = path.join(root, 'reports');
const jestReport = path.join(reports, 'jest.json');
const postgresReport = path.join(reports, 'jest-postgres.json');
const clusterReport = path.join(reports, 'cluster.tap');
const playwrightReport = path.join(reports, 'playwright.json');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const jestWorkers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
const stages = [
  ['Type-check', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['Type-check (provider)', 'tsc', ['--noEmit', '-p', 'provider/tsconfig.json']],
  ['Lint', 'eslint', ['--max-warnings=0', '.']],
  // The docs name only paths that exist, and docs/architecture.md every feature folder.
  ['Docs', process.execPath, ['scripts/check-docs.mjs']],
  // --forceExit: a setup hook that times out leaves its test provider (database, job queue) open and
  // jest would wait for it forever; the run has failed by then, so it ends with that failure instead.
  // Jest keeps a core for itself by default, which on a two-core machine means one test file at a time
  // while its own process sits nearly idle: at least two workers.
  ['Unit tests', 'jest', ['--ci', '--forceExit', jestWorkers, '--json', `--outputFile=${jestReport}`], jestEnv],
  ['Provider tests on PostgreSQL', process.execPath, ['scripts/test-postgres.mjs', '--forceExit', jestWorkers, '--json', `--outputFile=${postgresReport}`]],
  // The maps' tiles come from a stand-in host under .localhost (the browser resolves it to this machine
  // and nothing answers there): no journey reaches a real tile server; e2e/map.spec.ts answers its
  // tile requests itself to show tiles and their credit.
  ['Build', 'next', ['build'], JSON.parse(readFileSync(path.join(root, 'e2e', 'support', 'map-tiles.json'), 'utf8'))],
  ['Browser journeys', 'playwright', ['test']],
  [
    'Cluster (HAProxy, two instances, Redis, PostgreSQL)',
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${clusterReport}`, 'scripts/test-cluster.mjs'],
  ],
];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function summary() {
  const jests = [readJson(jestReport), readJson(postgresReport)];
  const pw = readJson(playwrightReport);
  const jestCount = (field) => jests.reduce((sum, report) => sum + (report?.[field] ?? 0), 0);
  // node:test's TAP ends with `# pass N`, `# fail N`, `# skipped N`.
  const tap = existsSync(clusterReport) ? readFileSync(clusterReport, 'utf8') : '';
  const tapCount = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = jestCount('numPassedTests') + (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0) + tapCount('pass');
  const failed = jestCount('numFailedTests') + (pw?.stats?.unexpected ?? 0) + tapCount('fail');
  const skipped = jestCount('numPendingTests') + (pw?.stats?.skipped ?? 0) + tapCount('skipped');
  return `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

for (const [label, name, args, stageEnv = {}] of stages) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const code = await run(name, args, { ...env, ...stageEnv });
  // `npm start` afterwards knows this build was made with the journeys' own settings (the map tiles).
  if (code === 0 && label === 'Build') recordBuildSettings({ ...process.env, ...env, ...stageEnv });
  console.log(`${code === 0 ? '✔' : '✖'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (code !== 0) {
    console.log(summary());
    process.exit(code);
  }
}
console.log(summary());
