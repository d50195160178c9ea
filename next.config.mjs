import { tileOrigins, tileSettings } from './lib/map/tiles.mjs';

const isProduction = process.env.NODE_ENV === 'production';
const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
const originOf = (url) => (url ? new URL(url).origin : '');
// Third parties are allowed only when configured (README: environment variables).
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

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Next hashes the whole page in JavaScript on every request to make an ETag, cached pages too: a
  // third of the listing page's server time (issue 17, measured with --cpu-prof: the listing went from
  // 320 to 567 requests/s, /terms from 838 to 1,440). Pages are cached for minutes and each cached view
  // has its own URL; a CDN in front (s-maxage) answers conditional requests itself.
  generateEtags: false,
  reactStrictMode: true,
  // Builds type-check the app without its tests: a production install has no test types (tsconfig.build.json).
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  // Lets tests and parallel local builds use their own output folder (default `.next`).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // With REDIS_URL (read when `next start` loads this file) every instance shares one cache in Redis
  // (installed by server/page-cache.ts at start), which every read goes to: no copy in the process.
  ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  // Each public page that is a cached view (lib/cached-views.ts) reaches its plain view by a rewrite,
  // with no proxy run; proxy.ts runs only for a query that selects another view. Checked against
  // lib/cached-views.ts by next.config.test.ts.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: '/views/home/-' },
        { source: '/properties', destination: '/views/properties/-' },
        { source: '/properties/buy', destination: '/views/properties/buy/-' },
        { source: '/properties/rent', destination: '/views/properties/rent/-' },
        { source: '/all_properties', destination: '/views/all_properties/-' },
        { source: '/tipsandguides', destination: '/views/tipsandguides/-' },
        { source: '/mortgage', destination: '/views/mortgage/-' },
        { source: '/services', destination: '/views/services/-' },
        { source: '/services/categories', destination: '/views/services/categories/-' },
        { source: '/home-service-pro/details', destination: '/views/home-service-pro/details/-' },
        { source: '/finance', destination: '/views/finance/-' },
        { source: '/finance/paymentoptions', destination: '/views/finance/paymentoptions/-' },
        { source: '/advert/subscription', destination: '/views/advert/subscription/-' },
      ],
    };
  },
};

export default nextConfig;
