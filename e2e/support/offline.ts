import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Cuts the network for the page and for its service worker. Playwright's offline mode leaves the
 * worker's own fetches online; with PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS (playwright.config.ts)
 * they pass context.route, which aborts them as a dropped connection would.
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
}

export async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
}

/** Waits until the site's service worker controls the page (it claims pages once active). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every address in this site's caches, with the text of each answer. */
export function cachedAnswers(page: Page): Promise<{ cache: string; url: string; text: string }[]> {
  return page.evaluate(async () => {
    const found: { cache: string; url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('Content-Type') ?? '';
        found.push({ cache: name, url: request.url, text: response && /text|json|javascript/.test(type) ? await response.text() : '' });
      }
    }
    return found;
  });
}
