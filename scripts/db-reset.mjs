// `npm run db:reset` (site stopped): the provider's demo data rebuilt (provider/src/db/reset.ts), then
// the web app's page cache emptied (scripts/clear-page-cache.mjs) so no page of the old data is served.
import { clearPageCache } from './clear-page-cache.mjs';
import { root, run } from './lib.mjs';

const code = await run('tsx', ['provider/src/db/reset.ts']);
if (code !== 0) process.exit(code);
const deleted = await clearPageCache(root, process.env.REDIS_URL?.trim());
console.log(`Page cache emptied${process.env.REDIS_URL ? ` (${deleted} entries in Redis)` : ''}`);
