// `npm test`: type-check, lint, unit tests, the provider's tests again on a PostgreSQL server, a fresh
// production build, then the Playwright journeys against that build and a fresh embedded provider
// (started by playwright.config.ts). Stops at the first failing stage and ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { jestEnv, root, run } from './lib.mjs';

const reports = path.join(root, 'reports');
const jestReport = path.join(reports, 'jest.json');
const postgresReport = path.join(reports, 'jest-postgres.json');
const playwrightReport = path.join(reports, 'playwright.json');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const stages = [
  ['Type-check', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['Type-check (provider)', 'tsc', ['--noEmit', '-p', 'provider/tsconfig.json']],
  ['Lint', 'eslint', ['--max-warnings=0', '.']],
  ['Unit tests', 'jest', ['--ci', '--json', `--outputFile=${jestReport}`], jestEnv],
  ['Provider tests on PostgreSQL', process.execPath, ['scripts/test-postgres.mjs', '--json', `--outputFile=${postgresReport}`]],
  ['Build', 'next', ['build']],
  ['Browser journeys', 'playwright', ['test']],
];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function summary() {
  const jests = [readJson(jestReport), readJson(postgresReport)];
  const pw = readJson(playwrightReport);
  const jestCount = (field) => jests.reduce((sum, report) => sum + (report?.[field] ?? 0), 0);
  const passed = jestCount('numPassedTests') + (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0);
  const failed = jestCount('numFailedTests') + (pw?.stats?.unexpected ?? 0);
  const skipped = jestCount('numPendingTests') + (pw?.stats?.skipped ?? 0);
  return `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

for (const [label, name, args, stageEnv = {}] of stages) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const code = await run(name, args, { ...env, ...stageEnv });
  console.log(`${code === 0 ? '✔' : '✖'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (code !== 0) {
    console.log(summary());
    process.exit(code);
  }
}
console.log(summary());
