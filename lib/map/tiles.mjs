/**
 * The street tiles under every map, read from NEXT_PUBLIC_MAP_TILE_URL and its attribution. Plain
 * JavaScript (types in tiles.d.mts) because next.config.mjs, which Next loads untranspiled, builds the
 * CSP from it and the browser's map draws from it: one reading of the variables for both, so the CSP
 * allows exactly the hosts the map asks for.
 */

/** OpenStreetMap's standard tile server, with the credit its tile usage policy asks for. */
const OPENSTREETMAP_TILES = Object.freeze({
  template: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  subdomains: Object.freeze([]),
  attribution: Object.freeze({ text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' }),
});

/** What `{s}` stands for: Leaflet's default subdomains. */
const SUBDOMAINS = Object.freeze(['a', 'b', 'c']);
/** Leaflet fills these itself; any other `{name}` would make it throw while drawing. */
const KNOWN_PLACEHOLDERS = new Set(['s', 'z', 'x', 'y', 'r']);

/**
 * The tiles the map uses, or null for none. Unset, `none` or empty: no tiles (the map draws a plain
 * background with Nigeria's outline): a visitor's browser reaches no third party unless the site is
 * told to. `openstreetmap`: OpenStreetMap's standard server with its own credit. Otherwise an
 * `https://host/{z}/{x}/{y}.png` template (optional
 * `{s}` subdomain and `{r}` retina suffix) or a path on this site (`/tiles/{z}/{x}/{y}.png`), with its
 * attribution text required and its link optional. A bad value throws, naming the variable, so the
 * build stops rather than shipping a map that cannot draw.
 *
 * @param {{ url?: string, attribution?: string, attributionUrl?: string }} env
 * @returns {import('./tiles.d.mts').TileSettings | null}
 */
export function tileSettings({ url, attribution, attributionUrl }) {
  const template = (url ?? '').trim();
  if (template === '' || template.toLowerCase() === 'none') return null;
  // Its credit is OpenStreetMap's own: the attribution variables describe another server.
  if (template.toLowerCase() === 'openstreetmap') return OPENSTREETMAP_TILES;
  checkTemplate(template);
  if (!attribution?.trim()) {
    throw new Error(
      'NEXT_PUBLIC_MAP_TILE_ATTRIBUTION is required with NEXT_PUBLIC_MAP_TILE_URL: tile servers ask to be credited ' +
        '(for OpenStreetMap data, "© OpenStreetMap contributors").',
    );
  }
  return {
    template,
    subdomains: template.includes('{s}') ? SUBDOMAINS : Object.freeze([]),
    attribution: attributionOf(attribution, attributionUrl),
  };
}

/**
 * The origins tiles come from, for the CSP's img-src: one per subdomain, none for tiles on this
 * site (`'self'` covers them) or for no tiles.
 *
 * @param {import('./tiles.d.mts').TileSettings | null} settings
 * @returns {string[]}
 */
export function tileOrigins(settings) {
  if (!settings || settings.template.startsWith('/')) return [];
  const hosts = settings.subdomains.length > 0 ? settings.subdomains : [''];
  const origins = hosts.map((subdomain) => new URL(fillTemplate(settings.template, subdomain)).origin);
  return [...new Set(origins)];
}

/** @param {string} template */
function checkTemplate(template) {
  const problem = (why) => new Error(`NEXT_PUBLIC_MAP_TILE_URL "${template}" ${why}`);
  const placeholders = [...template.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
  for (const name of ['z', 'x', 'y']) {
    if (!placeholders.includes(name)) throw problem(`has no {${name}}: it must be a tile template such as https://tile.example/{z}/{x}/{y}.png, or "none".`);
  }
  const unknown = placeholders.find((name) => !KNOWN_PLACEHOLDERS.has(name));
  if (unknown !== undefined) throw problem(`has {${unknown}}: only {s}, {z}, {x}, {y} and {r} are filled in.`);
  if (template.startsWith('//')) throw problem('must name its scheme (https://).');
  if (template.startsWith('/')) return;
  let parsed;
  try {
    parsed = new URL(fillTemplate(template, 'a'));
  } catch {
    throw problem('is not a URL.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw problem('must be an https:// (or http://) address.');
}

/**
 * @param {string} text
 * @param {string | undefined} href
 * @returns {import('./tiles.d.mts').TileAttribution}
 */
function attributionOf(text, href) {
  const link = href?.trim();
  if (link && !/^https?:\/\/[^\s]+$/i.test(link)) {
    throw new Error(`NEXT_PUBLIC_MAP_TILE_ATTRIBUTION_URL "${link}" must be an https:// (or http://) address.`);
  }
  return { text: text.trim(), href: link || null };
}

/** A concrete tile address of the template (any tile will do: only its origin is wanted). */
function fillTemplate(template, subdomain) {
  return template.replace('{s}', subdomain).replace(/\{[zxy]\}/g, '0').replace('{r}', '');
}
