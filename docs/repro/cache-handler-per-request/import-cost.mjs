// The cost, in Node alone, of what Next does on each request when cacheHandler is set: import() of a
// module that is already loaded (a resolve, a file check and a module-map lookup, then a promise).
import { pathToFileURL } from 'node:url';

const url = pathToFileURL(new URL('./cache-handler.mjs', import.meta.url).pathname).href;
await import(url);
const N = 100_000;
for (const round of [1, 2, 3]) {
  const start = process.cpuUsage();
  for (let i = 0; i < N; i += 1) await import(url);
  const { user, system } = process.cpuUsage(start);
  console.log(`round ${round}: ${((user + system) / N).toFixed(1)} µs of CPU per import() of a loaded module`);
}
