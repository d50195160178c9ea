import type { Page } from '@playwright/test';

const CHUNKS = '**/_next/static/chunks/**';

/**
 * A connection that drops what the page fetches from now on of its code (dialogs, live forms, the map:
 * what loads on first use), as flaky mobile data does. Waits for the page's own code to have arrived first.
 */
export async function loseLaterChunks(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.route(CHUNKS, (route) => route.abort('connectionreset'));
}

/** The connection back: code is fetched again. */
export const restoreChunks = (page: Page) => page.unroute(CHUNKS);
