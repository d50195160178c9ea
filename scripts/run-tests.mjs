// `npm test`: type-check, lint, unit tests, a fresh production build, then the Playwright journeys
// against that build and a fresh embedded provider (started by playwright.config.ts). Stops at the
// first failing stage and ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const reports = path.join(root, 'reports');
const jestReport = path.join(reports, 'jest.json');
const playwrightReport = path.join(reports, 'playwright.json');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const stages = [
  ['Type-check', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['Type-check (provider)', 'tsc', ['--noEmit', '-p', 'provider/tsconfig.json']],
  ['Lint', 'eslint', ['--max-warnings=0', '.']],
  ['Unit tests', 'jest', ['--ci', '--json', `--outputFile=${jestReport}`]],
  ['Build', 'next', ['build']],
  ['Browser journeys', 'playwright', ['test']],
];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function summary() {
  const jest = readJson(jestReport);
  const pw = readJson(playwrightReport);
  const passed = (jest?.numPassedTests ?? 0) + (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0);
  const failed = (jest?.numFailedTests ?? 0) + (pw?.stats?.unexpected ?? 0);
  const skipped = (jest?.numPendingTests ?? 0) + (pw?.stats?.skipped ?? 0);
  return `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

for (const [label, name, args] of stages) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const code = await run(name, args, env);
  console.log(`${code === 0 ? '✔' : '✖'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (code !== 0) {
    console.log(summary());
    process.exit(code);
  }
}
console.log(summary());
