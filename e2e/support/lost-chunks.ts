import type { Page, Route } from '@playwright/test';

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

/**
 * A slow connection: code the page fetches from now on waits until `release()` is called, so a test can
 * act while it is on its way. Waits for the page's own code to have arrived first.
 */
export async function holdLaterChunks(page: Page): Promise<{ release: () => Promise<void> }> {
  await page.waitForLoadState('networkidle');
  const held: Route[] = [];
  let released = false;
  await page.route(CHUNKS, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}
