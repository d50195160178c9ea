// Part of `npm run bench`: what a phone on mobile data downloads. Loads the home page,
// the buy listing, a property page and a tip in headless Chromium as a 412x915 phone at device
// scale 2.6 (the Accept headers, lazy loading and srcset choices of a real browser), and counts the
// bytes that crossed the network on first load and again after scrolling to the end, in all and for
// images, with the LCP element and its bytes. The figures and their verdicts (scripts/transfer-figures.mjs)
// go to docs/quality.md. Requests to anything but the site are aborted: no tile server or other third
// party is reached, and none is counted.
import { existsSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { dataSaverSection, transferSection, transferTotals, transferVerdict } from './transfer-figures.mjs';

export const PHONE_ROUTES = ['/', '/properties/buy', '/property/1', '/tipsandguides/c-of-o-and-governors-consent'];
/** The pages the data saver's budget names. */
export const DATA_SAVER_ROUTES = ['/', '/properties/buy', '/property/1'];

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
  // The site's service worker would answer some requests itself, out of these counts: first visits only.
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, serviceWorkers: 'block' });
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

/**
 * A page with the data saver on (as the menu's switch leaves it): its first view, then a second visit
 * once the service worker keeps it. Counted in the context, which sees the worker's own requests too
 * (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS); an answer the worker gave the page is counted where
 * it crossed the network, not twice.
 */
async function measureDataSaver(browser, baseUrl, route) {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  await context.addInitScript(() => localStorage.setItem('nh.dataSaver', 'on'));
  // No context.route here: a routed request skips the HTTP cache, which a second visit relies on.
  const origin = new URL(baseUrl).origin;
  let responses = [];
  context.on('requestfinished', async (request) => {
    if (new URL(request.url()).origin !== origin) return;
    // The visit the request belongs to, taken before its figures arrive (after the next visit began, maybe).
    const visit = responses;
    const response = await request.response().catch(() => null);
    if (response?.fromServiceWorker()) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) visit.push({ url: request.url(), type: typeOf(request), bytes: sizes.responseHeadersSize + sizes.responseBodySize });
  });
  const page = await context.newPage();
  await page.goto(route, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => navigator.serviceWorker?.ready);
  await page.waitForTimeout(1000);
  const firstVisit = responses;
  responses = [];
  await page.goto(route, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  return { route, firstView: transferTotals(firstVisit), secondVisit: transferTotals(responses) };
}

/** Measures every phone route on the running site; returns the markdown section and whether all met their budget. */
export async function measurePhoneTransfer(baseUrl, routes = PHONE_ROUTES) {
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
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
    const saver = [];
    for (const route of DATA_SAVER_ROUTES) saver.push(await measureDataSaver(browser, baseUrl, route));
    const saverSetting =
      'With the data saver on (the same phone; the switch set in the menu): the first view, and a second visit to the same page once the service worker keeps it.';
    return {
      section: `${transferSection(pages, setting)}\n\n${dataSaverSection(saver, saverSetting)}`,
      met: pages.every((page) => transferVerdict(page.firstLoad).met),
    };
  } finally {
    await browser.close();
  }
}
