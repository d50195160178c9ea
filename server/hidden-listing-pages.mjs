// The page cache's answer at the address of a listing staff hid: 410 Gone, served as a cached page is,
// so that no property page runs proxy.ts (docs/decisions/hidden-listing-410.md). Plain JavaScript:
// server/page-cache-handler.mjs, which Next imports by path outside the bundles, wraps its store with
// it; server/hidden-listings.ts, inside them, says which listings are hidden and what the page reads.

/** A property page's cache key: Next's ends with the page's path (`/route-cache/APP_PAGE/<route hash>/$/property/12`). */
const PROPERTY_PAGE_KEY = /^\/route-cache\/APP_PAGE\/[^/]+\/\$\/property\/([1-9]\d{0,9})$/;

// On globalThis: the instrumentation bundle that registers the look-up and this file, loaded by
// path, have a copy of this module each, in one process.
const LOOKUP = Symbol.for('nh.hiddenListingPage');

/**
 * Registers how to answer a property page: `lookup(propertyId)` resolves to the HTML of the gone
 * page when staff hid the listing, else to null.
 */
export function answerHiddenListingsWith(lookup) {
  globalThis[LOOKUP] = lookup;
}

/**
 * The store, with the property page of a listing staff hid answered 410 before the store is asked: a
 * fresh entry of its own, HTML for a visit and the same bytes for the router's data request, whose
 * failing status sends the browser to the HTML. The stored page, if any, stays for a restore. Without
 * a registered look-up (the build) every page is the store's.
 */
export function answeringHiddenListingsGone(Handler) {
  return class extends Handler {
    async get(key, ...rest) {
      const propertyId = PROPERTY_PAGE_KEY.exec(key)?.[1];
      const goneHtml = propertyId ? await globalThis[LOOKUP]?.(Number(propertyId)) : null;
      return goneHtml ? goneEntry(goneHtml) : super.get(key, ...rest);
    }
  };
}

function goneEntry(html) {
  return {
    lastModified: Date.now(),
    value: { kind: 'APP_PAGE', html, rscData: Buffer.from(html), segmentData: undefined, postponed: undefined, headers: { 'x-robots-tag': 'noindex' }, status: 410 },
  };
}
