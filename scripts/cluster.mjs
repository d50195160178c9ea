// `npm run cluster`: the site as several machines would run it, on this one (scripts/cluster-lib.mjs).
// Ctrl-C or SIGTERM stops everything it started, and nothing else.
import { clusterPortsFromEnv, startCluster } from './cluster-lib.mjs';

const ports = clusterPortsFromEnv();
let cluster;
let stopping = false;
async function stop(code) {
  // A signal while starting waits for the start to finish, so nothing started is left behind.
  if (stopping || !cluster) {
    stopping = true;
    return;
  }
  stopping = true;
  console.log('\nStopping the cluster…');
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  cluster = await startCluster({ ports });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (stopping) {
  stopping = false;
  await stop(0);
}
console.log(`
  Site (balancer): ${cluster.appUrl}   <- open this one
  Web instances:   ${ports.web.map((port) => `http://127.0.0.1:${port}`).join(', ')} (one build, sessions and cache shared in Redis)
  Provider:        ${cluster.providerUrl} on PostgreSQL 127.0.0.1:${ports.postgres} (data in ${cluster.folder}, gone on stop)
  Redis:           127.0.0.1:${ports.redis}
  Demo accounts: buyer@example.com, owner@example.com, pro@example.com / password1
  Ctrl-C stops all of it.
`);
