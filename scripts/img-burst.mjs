#!/usr/bin/env node
// A crawler's first pass over the pictures, measured: reads the sitemap's property pages, gathers
// every `/img/{width}/{key}` their HTML names (src and srcset), then asks for all of them at once, as
// a crawler fetching a page's pictures in parallel does, and counts the answers by status and by
// `X-Variant-Cache` (STORED: made at upload; HIT: kept by the site; MISS: made now). docs/quality.md
// has the figures. Usage: `node scripts/img-burst.mjs [site URL] [pages]` (default http://localhost:3000, 40).

const site = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const pages = Number(process.argv[3] ?? 40);
// What a current browser sends for a picture: WebP is taken.
const ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const text = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
};
const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll('&amp;', '&'));

/** The property pages the sitemap lists, following an index's files. */
async function propertyPages() {
  const sitemap = await text(`${site}/sitemap.xml`);
  const urls = sitemap.includes('<sitemapindex') ? (await Promise.all(locs(sitemap).map(async (file) => locs(await text(file))))).flat() : locs(sitemap);
  return urls.filter((url) => new URL(url).pathname.startsWith('/property/')).map((url) => `${site}${new URL(url).pathname}`);
}

const read = (await propertyPages()).slice(0, pages);
const pictures = new Set();
for (const page of read) {
  for (const match of (await text(page)).matchAll(/\/img\/\d+\/[^\s"',&]+/g)) pictures.add(match[0]);
}

const started = performance.now();
const answers = await Promise.all(
  [...pictures].map(async (path) => {
    try {
      const response = await fetch(`${site}${path}`, { headers: { accept: ACCEPT } });
      await response.arrayBuffer();
      return `${response.status} ${response.headers.get('x-variant-cache') ?? '-'}`;
    } catch (error) {
      return `failed ${error.cause?.code ?? error.message}`;
    }
  }),
);
const counts = {};
for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
const busy = answers.filter((answer) => answer.startsWith('503')).length;
console.log(JSON.stringify({ site, pages: read.length, pictures: pictures.size, busy, seconds: Number(((performance.now() - started) / 1000).toFixed(1)), answers: counts }));
