// Part of `npm run bench`: what a phone on mobile data downloads. Loads the home page,
// the buy listing, a property page and a tip in headless Chromium as a 412x915 phone at device
// scale 2.6 (the Accept headers, lazy loading and srcset choices of a real browser), and counts the
// bytes that crossed the network on first load and again after scrolling to the end, in all and for
// images, with the LCP element and its bytes. The figures and their verdicts (scripts/transfer-figures.mjs)
// go to docs/quality.md. Requests to anything but the site are aborted: no tile server or other third
// party is reached, and none is counted.
import { existsSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { transferSection, transferTotals, transferVerdict } from './transfer-figures.mjs';

export const PHONE_ROUTES = ['/', '/properties/buy', '/property/1', '/tipsandguides/c-of-o-and-governors-consent'];

const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.6,
};
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Playwright's resource types, as the figures name them. */
const typeOf = (request) => request.resourceType();

/** The largest contentful paint so far: its element's tag, its picture's address, and that picture's bytes. */
function readLcp() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1);
      if (!entry) return resolve(null);
      const url = entry.url || '';
      const resource = url ? performance.getEntriesByName(url)[0] : undefined;
      resolve({ tag: entry.element?.tagName.toLowerCase() ?? 'unknown', url, bytes: resource?.transferSize ?? 0 });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 2000);
  });
}

/** Scrolls to the end a screen at a time, so lazy pictures on the way are asked for as a visitor's would be. */
async function scrollToEnd(page) {
  for (let step = 0; step < 60; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.9);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

async function measure(browser, baseUrl, route) {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  const origin = new URL(baseUrl).origin;
  await context.route('**/*', (request) => (new URL(request.request().url()).origin === origin ? request.continue() : request.abort()));
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (sizes) responses.push({ url: request.url(), type: typeOf(request), bytes: sizes.responseHeadersSize + sizes.responseBodySize });
  });
  await page.goto(route, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(readLcp);
  const firstLoad = transferTotals(responses);
  await scrollToEnd(page);
  const scrolled = transferTotals(responses);
  await context.close();
  return { route, firstLoad, scrolled, lcp };
}

/** Measures every phone route on the running site; returns the markdown section and whether all met their budget. */
export async function measurePhoneTransfer(baseUrl, routes = PHONE_ROUTES) {
  const browser = await chromium.launch({
    executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const pages = [];
    for (const route of routes) pages.push(await measure(browser, baseUrl, route));
    const setting =
      'What a phone downloads (headless Chromium as a 412x915 phone at device scale 2.6, cold cache, only the site reached): ' +
      'bytes on the network (headers and encoded bodies) on first load (until the network is idle) and in all after scrolling to the end.';
    return { section: transferSection(pages, setting), met: pages.every((page) => transferVerdict(page.firstLoad).met) };
  } finally {
    await browser.close();
  }
}
