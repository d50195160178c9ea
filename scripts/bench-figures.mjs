// What `npm run bench` computes from what it measured, apart from the measuring (scripts/bench.mjs)
// so that it has unit tests (scripts/bench-figures.test.ts): the median of the rounds, the scripts a
// page makes a browser download, and how much of that JavaScript is the route's own.

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
