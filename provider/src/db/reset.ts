import { loadConfig } from '../config';
import { rebuildDatabase } from './rebuild';

/** `npm run db:reset`: restores the demo data by rebuilding the database from migrations and seed. */
async function reset() {
  const config = loadConfig();
  const database = await rebuildDatabase(config);
  await database.close();
  console.log(`[provider] database reset and seeded (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);
}

reset().catch((error: unknown) => {
  console.error('[provider] reset failed:', error);
  process.exit(1);
});
