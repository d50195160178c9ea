// `npm run cluster`: the site as several machines would run it, on this one (scripts/cluster-lib.mjs).
// Ctrl-C or SIGTERM stops everything it started, and nothing else.
import { clusterPortsFromEnv, startCluster } from './cluster-lib.mjs';

const ports = clusterPortsFromEnv();
const stopping = new AbortController();
let cluster;
async function stop() {
  if (stopping.signal.aborted) return;
  console.log('\nStopping the cluster…');
  // While starting, startCluster stops what it has started (and then fails); afterwards, stop it here.
  stopping.abort();
  await cluster?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  cluster = await startCluster({ ports, signal: stopping.signal });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(stopping.signal.aborted ? 0 : 1);
}
console.log(`
  Site (balancer): ${cluster.appUrl}   <- open this one
  Web instances:   ${ports.web.map((port) => `http://127.0.0.1:${port}`).join(', ')} (one build, sessions and cache shared in Redis)
  Provider:        ${cluster.providerUrl} on PostgreSQL 127.0.0.1:${ports.postgres} (data in ${cluster.folder}, gone on stop)
  Redis:           127.0.0.1:${ports.redis} (the cache), 127.0.0.1:${ports.securityRedis} (sessions signed out, rate limits, write keys)
  Demo accounts: buyer@example.com, owner@example.com, pro@example.com, staff@example.com (/staff) / password1
  Ctrl-C stops all of it.
`);
