// `npm run db:reset` (site stopped): the provider's demo data rebuilt (provider/src/db/reset.ts), then
// the web app's page cache emptied (scripts/clear-page-cache.mjs) so no page of the old data is served.
// `npm run db:scale -- --listings N` (`--scale` here) rebuilds it with a national market added instead
// (provider/src/scale/main.ts, PostgreSQL only), its options passed on.
import { clearPageCache } from './clear-page-cache.mjs';
import { root, run } from './lib.mjs';

const [first, ...options] = process.argv.slice(2);
const rebuild = first === '--scale' ? ['provider/src/scale/main.ts', ...options] : ['provider/src/db/reset.ts'];
const code = await run('tsx', rebuild);
if (code !== 0) process.exit(code);
const deleted = await clearPageCache(root, process.env.REDIS_URL?.trim());
console.log(`Page cache emptied${process.env.REDIS_URL ? ` (${deleted} entries in Redis)` : ''}`);
