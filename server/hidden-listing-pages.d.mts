// Types of hidden-listing-pages.mjs for server/hidden-listings.ts and the tests (Next loads the JavaScript by path).
import type { CacheHandlerClass } from './page-cache-handler.mjs';

export function answerHiddenListingsWith(lookup: (propertyId: number) => Promise<string | null>): void;
export function answeringHiddenListingsGone<Handler extends CacheHandlerClass>(Handler: Handler): Handler;
