// The provider's database tests on a real PostgreSQL server (the default unit run uses PGlite): starts
// Debian's PostgreSQL 15 in a temporary folder (TEST_POSTGRES_PORT, default 5434), runs the provider's
// jest files with PROVIDER_TEST_DATABASE_URL pointing at it (each file makes its own database), stops it.
// Extra arguments go to jest (`node scripts/test-postgres.mjs --json --outputFile=…`); paths among them
// replace provider/src.
import { jestEnv, run } from './lib.mjs';
import { removeTemporary, startPostgres, stopChild, temporaryFolder } from './services.mjs';

const port = Number(process.env.TEST_POSTGRES_PORT ?? 5434);
const folder = temporaryFolder('test-postgres');
let postgres;
let code = 1;
try {
  postgres = await startPostgres({ port, folder });
  console.log(`PostgreSQL for the provider tests on ${postgres.url}`);
  // Paths under provider/ given (`… provider/src/jobs`) narrow the run; without any, every provider test runs.
  const args = process.argv.slice(2);
  const paths = args.some((arg) => /^provider\//.test(arg)) ? [] : ['provider/src'];
  code = await run('jest', ['--ci', ...paths, ...args], {
    ...jestEnv,
    PROVIDER_TEST_DATABASE_URL: `${postgres.url}/postgres`,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopChild(postgres?.child, { signal: 'SIGINT' });
  removeTemporary(folder);
}
process.exit(code);
