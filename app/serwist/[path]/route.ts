import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PAGE } from '@/lib/pwa/offline-rules';

/**
 * The service worker (service-worker/sw.ts), bundled by Serwist with esbuild while `next build`
 * prerenders this route: `/serwist/sw.js`, allowed the whole site as its scope. Precached with it: the
 * shell (styles, fonts, the app's icons and manifest) and the offline page, under this build's revision.
 * JavaScript chunks are not precached (a phone would download every page's code on install); the
 * worker keeps those a page loads.
 */
const revision = randomUUID();
const distDir = process.env.NEXT_DIST_DIR || '.next';

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'service-worker/sw.ts',
  useNativeEsbuild: true,
  globPatterns: [`${distDir}/static/**/*.{css,woff2}`, 'public/icons/*.png'],
  additionalPrecacheEntries: [
    { url: OFFLINE_PAGE, revision },
    { url: '/manifest.webmanifest', revision },
  ],
});
