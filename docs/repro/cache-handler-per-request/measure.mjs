// Server CPU time per request for /, the same handler reached through next.config's cacheHandler
// (config) or given at start (host, instrumentation.js), interleaved: A B B A A B.
// Run from a folder where `next` and `autocannon` resolve; the app must be built.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const port = Number(process.env.PORT ?? 3000);
const url = `http://localhost:${port}/`;
function groupCpuMs(group) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks * 10;
}
const figures = { config: [], host: [] };
for (const design of ['config', 'host', 'host', 'config', 'config', 'host']) {
  const server = spawn(process.execPath, [fileURLToPath(import.meta.resolve('next/dist/bin/next')), 'start', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(design === 'host' ? { HOST_HANDLER: '1' } : {}) },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    try { if ((await fetch(url)).ok) break; } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await autocannon({ url, connections: 10, duration: 3 });
  const before = groupCpuMs(server.pid);
  const { requests } = await autocannon({ url, connections: 10, duration: 5 });
  const perRequest = ((groupCpuMs(server.pid) - before) * 1000) / requests.total;
  figures[design].push(perRequest);
  console.log(`${design}: ${requests.total} requests, ${Math.round(perRequest)} µs of server CPU each`);
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const median = (values) => [...values].sort((a, b) => a - b)[1];
const [config, host] = [median(figures.config), median(figures.host)];
console.log(`median: cacheHandler ${Math.round(config)} µs, given at start ${Math.round(host)} µs: ${Math.round((config / host - 1) * 100)}% more through cacheHandler`);
