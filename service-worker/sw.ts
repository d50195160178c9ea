/**
 * The site's service worker, built by Serwist into `/serwist/sw.js` (app/serwist/[path]/route.ts).
 * What it keeps and for how long: lib/pwa/offline-rules.ts and docs/decisions/offline-app.md.
 * Pages are asked of the network first; a kept copy or the offline page answers only when it fails.
 */
import {
  BackgroundSyncQueue,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import {
  KEPT_SECONDS,
  OFFLINE_CACHES,
  OFFLINE_PAGE,
  PHOTOS_KEPT,
  PROPERTY_PAGES_KEPT,
  SAVED_LISTINGS_KEPT,
  isListingPage,
  isListingPhoto,
  isPropertyPage,
  markSavedAt,
  mayKeep,
  type WorkerRequest,
} from '../lib/pwa/offline-rules';
import { OFFLINE_WRITE_PATHS, WAITING_TO_SEND_HEADER, WAITING_WRITES_MINUTES, WAITING_WRITES_QUEUE } from '../lib/pwa/offline-writes';
import { messages } from '../lib/messages';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Writes nothing that is not a whole, public 200 (lib/pwa/offline-rules.ts `mayKeep`). */
const onlyPublic: SerwistPlugin = { cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null) };

/** Marks a page's copy with when it was saved, for the "Saved for offline, as of" note. */
async function withSavedAt(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(markSavedAt(await response.text(), new Date()), { status: response.status, statusText: response.statusText, headers });
}
const stampSavedAt: SerwistPlugin = { cacheWillUpdate: async ({ response }) => withSavedAt(response) };

const offlinePage = () => serwist.matchPrecache(OFFLINE_PAGE);

/** No network and no copy of its own: a saved listing's copy, else the offline page. */
const savedCopyOrOfflinePage: SerwistPlugin = {
  handlerDidError: async ({ request }) => (await caches.match(request, { cacheName: OFFLINE_CACHES.savedListings })) ?? offlinePage(),
};
const offlinePageOnError: SerwistPlugin = { handlerDidError: offlinePage };

const keptFor = (maxEntries: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: KEPT_SECONDS, purgeOnQuotaError: true });

// A page that does not answer within this many seconds is read from its copy, if there is one.
const NETWORK_TIMEOUT_SECONDS = 8;

const propertyPages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.propertyPages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyPublic, stampSavedAt, keptFor(PROPERTY_PAGES_KEPT), savedCopyOrOfflinePage],
});
const listingPage = new NetworkFirst({
  cacheName: OFFLINE_CACHES.listingPage,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyPublic, stampSavedAt, keptFor(1), offlinePageOnError],
});

/** Each write kept offline, sent when the connection returns, with the key it was first sent with. */
const waitingWrites = new BackgroundSyncQueue(WAITING_WRITES_QUEUE, { maxRetentionTime: WAITING_WRITES_MINUTES });

/** A write that found no network: kept, and answered so the page shows it as waiting (the form keeps its key). */
const keepWriteForLater: SerwistPlugin = {
  fetchDidFail: async ({ request }) => waitingWrites.pushRequest({ request }),
  handlerDidError: async () =>
    new Response(JSON.stringify({ message: messages.waitingToSend }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', [WAITING_TO_SEND_HEADER]: '1' },
    }),
};

const navigation = ({ request }: RouteMatchCallbackOptions) => request.mode === 'navigate';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new deployment's worker waits; components/pwa/ServiceWorker.tsx lets it take over at the next navigation.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request, url }) => navigation({ request } as RouteMatchCallbackOptions) && isPropertyPage(url.pathname), handler: propertyPages },
    { matcher: ({ request, url }) => navigation({ request } as RouteMatchCallbackOptions) && isListingPage(url.pathname), handler: listingPage },
    // Every other page (the signed-in ones among them) is never kept: network, else the offline page.
    { matcher: navigation, handler: new NetworkOnly({ plugins: [offlinePageOnError] }) },
    {
      matcher: ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && isListingPhoto(url.pathname),
      handler: new CacheFirst({ cacheName: OFFLINE_CACHES.photos, plugins: [onlyPublic, keptFor(PHOTOS_KEPT)] }),
    },
    {
      // Named by their content: a file here never changes, so an old page's own chunks stay its own.
      matcher: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: OFFLINE_CACHES.assets, plugins: [onlyPublic, keptFor(200)] }),
    },
    {
      matcher: ({ url }) => url.origin === self.location.origin && OFFLINE_WRITE_PATHS.includes(url.pathname),
      method: 'POST',
      handler: new NetworkOnly({ plugins: [keepWriteForLater] }),
    },
  ],
});

/** Keeps saved listings' pages, newest last; past SAVED_LISTINGS_KEPT the oldest go. */
async function keepSavedListings(urls: string[]) {
  const cache = await caches.open(OFFLINE_CACHES.savedListings);
  for (const url of urls) {
    const address = new URL(url, self.location.origin);
    if (address.origin !== self.location.origin || !isPropertyPage(address.pathname)) continue;
    const response = await fetch(address, { credentials: 'same-origin' }).catch(() => null);
    if (!response || !mayKeep(response)) continue;
    await cache.delete(address.href);
    await cache.put(address.href, await withSavedAt(response));
  }
  const kept = await cache.keys();
  for (const request of kept.slice(0, Math.max(0, kept.length - SAVED_LISTINGS_KEPT))) await cache.delete(request);
}

/** A page reached by a client-side navigation, kept as its navigation would have been. */
async function keepPage(url: string, event: ExtendableEvent) {
  const { pathname } = new URL(url, self.location.origin);
  const strategy = isPropertyPage(pathname) ? propertyPages : isListingPage(pathname) ? listingPage : null;
  if (strategy) await strategy.handle({ request: new Request(url, { credentials: 'same-origin' }), event }).catch(() => undefined);
}

async function dropWaitingWrites() {
  while (await waitingWrites.shiftRequest()) {
    // Each shift removes one.
  }
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerRequest | undefined;
  const done = (work: Promise<unknown>) => event.waitUntil(work.catch(() => undefined).then(() => event.ports[0]?.postMessage('done')));
  switch (message?.type) {
    case 'KEEP_PAGE':
      return done(keepPage(message.url, event));
    case 'KEEP_SAVED_LISTINGS':
      return done(keepSavedListings(message.urls));
    case 'FORGET_SAVED_LISTING':
      return done(caches.open(OFFLINE_CACHES.savedListings).then((cache) => cache.delete(new URL(message.url, self.location.origin).href)));
    case 'SEND_WAITING_WRITES':
      return done(waitingWrites.replayRequests());
    case 'DROP_WAITING_WRITES':
      return done(dropWaitingWrites());
  }
});

serwist.addEventListeners();
