import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { rebuildDatabase } from '../db/rebuild';
import { DEMO_PASSWORD } from '../seed/data';
import { fillNationalMarket } from './fill';
import { parseScaleCommand } from './sizes';

/**
 * `npm run db:scale -- --database URL --listings N`: the PostgreSQL database named rebuilt with the
 * demo data, then a national market of N listings added (docs/quality.md, "The national dataset").
 * The stored files are left alone: the folder may be the site's, and the market reuses the demo's.
 */
async function main() {
  const { databaseUrl, sizes } = parseScaleCommand(process.argv.slice(2));
  const config = { ...loadConfig(), databaseUrl };
  const started = performance.now();
  const database = await rebuildDatabase(config, { keepFiles: true });
  try {
    console.log(`[scale] demo data: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Every member signs in with the demo password, so the bench can act as any of them.
    await fillNationalMarket(database.db, sizes, await hashPassword(DEMO_PASSWORD), (line) => console.log(`[scale] ${line}`));
  } finally {
    await database.close();
  }
  console.log(`[scale] ${sizes.listings.toLocaleString('en-GB')} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  // A failed statement's cause is the database's reason; its own message would print every parameter.
  const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  console.error(`[scale] ${reason}`);
  process.exit(1);
});
