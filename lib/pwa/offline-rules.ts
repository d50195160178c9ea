/**
 * What the service worker (service-worker/sw.ts) keeps for reading offline, shared with the pages
 * that talk to it. Only public pages that are the same HTML for everyone are kept, named one by one
 * here; anything else (the dashboard, staff, payments, /api) is never written to a cache.
 */

/** The caches this site's worker fills at run time. Signing out empties all but the assets. */
export const OFFLINE_CACHES = {
  propertyPages: 'nh-property-pages',
  listingPage: 'nh-listing-page',
  savedListings: 'nh-saved-listings',
  photos: 'nh-photos',
  assets: 'nh-assets',
} as const;

/** Caches holding what a visitor looked at, emptied when they sign out. */
export const BROWSING_CACHES = [OFFLINE_CACHES.propertyPages, OFFLINE_CACHES.listingPage, OFFLINE_CACHES.savedListings, OFFLINE_CACHES.photos];

/** The property pages a visitor last opened that stay readable offline. */
export const PROPERTY_PAGES_KEPT = 30;
/** Pictures kept: the property pages' first photos and the last listing page's cards. */
export const PHOTOS_KEPT = 60;
/** Saved listings kept readable offline, at most. */
export const SAVED_LISTINGS_KEPT = 50;
/** Nothing kept is served after this long: a month-old price misleads more than it helps. */
export const KEPT_SECONDS = 30 * 24 * 60 * 60;

/** The offline page, precached with the shell. */
export const OFFLINE_PAGE = '/offline';

const PROPERTY_PAGE = /^\/property\/[1-9]\d{0,9}$/;
const LISTING_PAGES = new Set(['/', '/properties', '/properties/buy', '/properties/rent', '/all_properties']);

export const isPropertyPage = (pathname: string) => PROPERTY_PAGE.test(pathname);
export const isListingPage = (pathname: string) => LISTING_PAGES.has(pathname);
/** A listing photo at any width (`/img/{width}/{key}`): public files only, the image route checks. */
export const isListingPhoto = (pathname: string) => pathname.startsWith('/img/');

/**
 * An answer that may be written to a cache: a whole, same-origin 200 the server did not mark
 * private. A belt to the page lists above, for a page that starts showing personal data one day.
 */
export function mayKeep(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return response.status === 200 && response.type === 'basic' && !/\b(private|no-store)\b/i.test(cacheControl) && !response.headers.has('Set-Cookie');
}

/** The attribute a kept copy's <html> carries: when it was saved (an ISO date). */
export const SAVED_AT_ATTRIBUTE = 'data-offline-saved';

/** A page's HTML marked with when it was saved, so the copy read offline can say how old it is. */
export function markSavedAt(html: string, savedAt: Date): string {
  return html.replace(/<html(?=[\s>])/, `<html ${SAVED_AT_ATTRIBUTE}="${savedAt.toISOString()}"`);
}

/** Messages a page sends its worker. */
export type WorkerRequest =
  /** Keep this page as the navigation to it would have (a client-side navigation makes none). */
  | { type: 'KEEP_PAGE'; url: string }
  /** Keep these saved listings' pages (the oldest kept are dropped past SAVED_LISTINGS_KEPT). */
  | { type: 'KEEP_SAVED_LISTINGS'; urls: string[] }
  /** A listing taken off the saved list: its copy goes. */
  | { type: 'FORGET_SAVED_LISTING'; url: string }
  /** Send the writes waiting for a connection now. */
  | { type: 'SEND_WAITING_WRITES' }
  /** The visitor signed out: drop the writes still waiting (they were that member's). */
  | { type: 'DROP_WAITING_WRITES' };
