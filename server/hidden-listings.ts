import 'server-only';
import { escapeMarkup } from '@/lib/escape-markup';
import { trustText } from '@/lib/messages/trust';
import { hiddenListingsResponseSchema } from '@/lib/vst/trust';
import { serverEnv } from '@/server/env';
import { answerHiddenListingsWith } from '@/server/hidden-listing-pages.mjs';

/**
 * The ids of listings staff hid (contract extension `property/hidden`), for the page cache, which
 * answers 410 for their pages (server/hidden-listing-pages.mjs): Next gives a page no way to answer
 * 410 itself (docs/decisions/hidden-listing-410.md).
 * Kept in memory for FRESH_MS and refreshed in the background; this instance's own hide or restore
 * forgets the list at once (forgetHiddenListings). A provider without the call, down or slow, hides nothing here.
 */
const FRESH_MS = 15_000;
const TIMEOUT_MS = 2_000;

type Known = { ids: ReadonlySet<number>; fetchedAt: number; refreshing?: Promise<ReadonlySet<number>> };

// Shared through globalThis: the instrumentation hook and the route handlers are bundled apart but run in one process.
const store = globalThis as typeof globalThis & { __nhHiddenListings?: Known | null };

async function fetchHidden(): Promise<ReadonlySet<number>> {
  try {
    const response = await fetch(new URL('/api/vst/property/hidden', serverEnv().providerUrl), { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
    const parsed = response.ok ? hiddenListingsResponseSchema.safeParse(await response.json()) : null;
    return new Set(parsed?.success ? parsed.data.ids : []);
  } catch {
    return new Set();
  }
}

function refresh(): Promise<ReadonlySet<number>> {
  const known = store.__nhHiddenListings;
  if (known?.refreshing) return known.refreshing;
  const refreshing = fetchHidden().then((ids) => {
    store.__nhHiddenListings = { ids, fetchedAt: Date.now() };
    return ids;
  });
  store.__nhHiddenListings = known ? { ...known, refreshing } : { ids: new Set(), fetchedAt: 0, refreshing };
  return refreshing;
}

export async function isListingHidden(propertyId: number): Promise<boolean> {
  const known = store.__nhHiddenListings;
  if (!known || known.fetchedAt === 0) return (await refresh()).has(propertyId);
  if (Date.now() - known.fetchedAt > FRESH_MS) void refresh();
  return known.ids.has(propertyId);
}

/** After this instance hid or restored a listing: the next property page asks the provider again. */
export function forgetHiddenListings(): void {
  store.__nhHiddenListings = null;
}

/** Called once at start (instrumentation.ts): from then on the page cache answers hidden listings' pages. */
export function answerHiddenListingsInPageCache(): void {
  answerHiddenListingsWith(async (propertyId) => ((await isListingHidden(propertyId)) ? listingGoneHtml() : null));
}

/**
 * What a hidden listing's address answers, with status 410 Gone: a short note and a way on. A page of
 * its own, written here, because the page cache serves it in the listing page's place (no layout, no
 * script; the site's styles are not needed for three lines).
 */
export function listingGoneHtml(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(trustText.goneTitle)}</title>
</head>
<body>
<main>
<h1>${escapeMarkup(trustText.goneTitle)}</h1>
<p>${escapeMarkup(trustText.goneBody)}</p>
<p><a href="/properties">${escapeMarkup(trustText.browseProperties)}</a></p>
</main>
</body>
</html>
`;
}
