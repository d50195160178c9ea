import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { tileOrigins, tileSettings } from './lib/map/tiles.mjs';
import { NO_QUERY, signInViewRoutes, viewRoutes } from './lib/view-routes.mjs';

const isProduction = process.env.NODE_ENV === 'production';
const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
const originOf = (url) => (url ? new URL(url).origin : '');
// Third parties are allowed only when configured (docs/configuration.md).
const liveChatOrigin = originOf(process.env.NEXT_PUBLIC_LIVE_CHAT_SRC);
// The maps' street tiles, read as the browser's map reads them (lib/map/tiles.mjs): a bad value stops here.
const mapTileOrigins = tileOrigins(
  tileSettings({
    url: process.env.NEXT_PUBLIC_MAP_TILE_URL,
    attribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION,
    attributionUrl: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION_URL,
  }),
).join(' ');
const virtualTourOrigin = originOf(process.env.NEXT_PUBLIC_VIRTUAL_TOUR_URL_TEMPLATE?.replace('{id}', '0'));

/**
 * Public pages are static and cacheable, so scripts cannot carry per-request nonces: inline scripts
 * Next emits are allowed, everything else is same-origin, plus the map's tile server (none unless
 * configured) and the live-chat widget and virtual tour when configured.
 * `unsafe-eval` is needed only by the development server.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"} ${liveChatOrigin}`.trim(),
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${mapTileOrigins}`.trim(),
  "font-src 'self'",
  `connect-src 'self' ${liveChatOrigin}`.trim(),
  `frame-src ${virtualTourOrigin || "'none'"}`,
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
  ...(isProduction && appUrl.startsWith('https:')
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
];

/** Each cached public page's view when its query selects no other (lib/view-routes.mjs). */
const plainViews = Object.fromEntries(Object.entries(viewRoutes).map(([path, { route }]) => [path, `${route}/${NO_QUERY}`]));

/**
 * Views chosen by one query name with a plain value, the way links and the commonest searches reach
 * them: a rewrite takes them to their view without running proxy.ts. `others`: the page's other query
 * names, which must be absent for the rewrite to apply. proxy.ts's matcher leaves these values alone
 * and takes every other, which it sends to the page's spelling.
 */
const plainValueViews = Object.entries(viewRoutes)
  .filter(([, { plainValue }]) => plainValue)
  .map(([path, { queryNames, plainValue }]) => ({
    path,
    key: plainValue.name,
    value: plainValue.pattern,
    others: queryNames.filter((name) => name !== plainValue.name),
  }));

/** The login and sign-up pages' views. */
const signInViews = Object.fromEntries(Object.entries(signInViewRoutes).map(([path, route]) => [path, `${route}/${NO_QUERY}`]));

/** The session cookie under either of its names (server/session-cookie.ts SESSION_COOKIE_NAMES). */
const sessionCookieNames = ['__Host-nh_session', 'nh_session'];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Next hashes the whole page in JavaScript on every request to make an ETag, cached pages too, a
  // large share of a cached page's server time (docs/quality.md). Pages are cached for minutes and each
  // cached view has its own URL; a CDN in front (s-maxage) answers conditional requests itself.
  generateEtags: false,
  reactStrictMode: true,
  // Builds type-check the app without its tests: a production install has no test types (tsconfig.build.json).
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  // Lets tests and parallel local builds use their own output folder (default `.next`).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // With REDIS_URL (read when `next start` loads this file) every instance shares one cache in Redis
  // (server/page-cache-handler.mjs), which every read goes to: no copy in the process.
  ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  // The cached views' internal paths (lib/view-routes.mjs) are not addresses: asked for directly they
  // are an unknown page, sent home (else anyone could render and keep in the cache views of made-up
  // queries). Redirects are matched on the address asked for, before the proxy and the rewrites that
  // lead the public pages there.
  async redirects() {
    return [{ source: '/views/:path*', destination: '/', permanent: false }];
  },
  // Each public page that is a cached view (lib/view-routes.mjs) reaches its plain view by a rewrite,
  // with no proxy run, and so do the views chosen by one plain query value (above); proxy.ts runs
  // only for any other query that selects another view, and for the sign-in pages when a session
  // cookie is sent (its matcher is checked against the same list by proxy.test.ts).
  async rewrites() {
    return {
      beforeFiles: [
        ...plainValueViews.map(({ path, key, value, others }) => ({
          source: path,
          has: [{ type: 'query', key, value: `(?<value>${value})` }],
          missing: others.map((other) => ({ type: 'query', key: other })),
          // The path proxy.ts would give this query (lib/cached-views.ts: the query, URL-encoded).
          destination: `${plainViews[path].replace(/-$/, '')}${key}%3D:value`,
        })),
        ...Object.entries(plainViews).map(([source, destination]) => ({ source, destination })),
        // A visitor without a session cookie cannot be signed in: no proxy run to find that out.
        ...Object.entries(signInViews).map(([source, destination]) => ({
          source,
          missing: sessionCookieNames.map((key) => ({ type: 'cookie', key })),
          destination,
        })),
      ],
    };
  },
};

/**
 * Next's cache of pages for the server (`next start`, `next dev`): files, or Redis with REDIS_URL,
 * sign-in pages kept apart by the social networks offered (server/page-cache-handler.mjs). The build
 * keeps Next's default cache: it needs no Redis, and the pages it prerenders are read through the
 * handler at run time.
 */
const PAGE_CACHE_HANDLER = fileURLToPath(new URL('./server/page-cache-handler.mjs', import.meta.url));

/** @type {(phase: string) => import('next').NextConfig} */
export default function config(phase) {
  return phase === PHASE_PRODUCTION_BUILD ? nextConfig : { ...nextConfig, cacheHandler: PAGE_CACHE_HANDLER };
}
