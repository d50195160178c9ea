// What `npm run bench` (and `npm run bench:cluster`) compute from what they measured, apart from the
// measuring (scripts/bench.mjs, scripts/bench-cluster.mjs) so that it has unit tests
// (scripts/bench-figures.test.ts): the median of the rounds, the scripts a page makes a browser
// download, how much of that JavaScript is the route's own, and Redis's work per request.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The addresses of the scripts a page's HTML makes a browser download, each once. `noModule` scripts
 * (legacy polyfills) are left out: browsers that run modules never download them.
 */
export function scriptSources(html) {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((match) => !/\snoModule/i.test(match[0]));
  return [...new Set(tags.map((match) => match[1]))];
}

/**
 * First-load JS of a route (the gzip kB of each of its scripts, by address), and the part of it the
 * static page does not load too: the route's own.
 */
export function javascriptFigures(scripts, staticScripts) {
  const sum = (entries) => entries.reduce((total, [, kilobytes]) => total + kilobytes, 0);
  return {
    firstLoadKb: sum([...scripts]),
    ownKb: sum([...scripts].filter(([source]) => !staticScripts.has(source))),
  };
}

/**
 * Round trips and commands in what `redis-cli monitor` printed. Each line is one command; commands a
 * Lua script runs inside Redis are marked `[db lua]` and cost no round trip of their own, and a
 * MULTI … EXEC block is sent in one write. The first line (`OK`) is the monitor's own answer.
 */
export function redisWork(monitorOutput) {
  const commands = monitorOutput.split('\n').filter((line) => /^\d+\.\d+ \[\d+ /.test(line));
  let roundTrips = 0;
  let inTransaction = false;
  for (const line of commands) {
    if (/^\S+ \[\d+ lua\]/.test(line)) continue;
    const name = /\] "([^"]+)"/.exec(line)?.[1]?.toLowerCase();
    if (name === 'multi') {
      inTransaction = true;
      roundTrips += 1;
    } else if (name === 'exec' || name === 'discard') {
      inTransaction = false;
    } else if (!inTransaction) {
      roundTrips += 1;
    }
  }
  return { roundTrips, commands: commands.length };
}
