import { expect, test, type Page } from '@playwright/test';
import { TipsPage } from './pages/TipsPage';

/**
 * Only a picture that can be the first view's largest loads at once; every picture below the first
 * screenful is `loading="lazy"`, so a phone on mobile data downloads what it scrolls to, not the
 * whole page; and a page downloads no picture twice, nor the pictures of the pages it links to.
 * Checked on a 412x915 phone and a desktop window.
 */

const pages = ['/', '/properties/buy', '/properties/rent', '/all_properties', '/property/1', '/tipsandguides', '/services', '/compare?ids=1,2'];

/** The pictures whose top is below the first screenful and that would still load at once. */
async function eagerBelowTheFold(page: Page) {
  await page.waitForLoadState('load');
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    return [...document.querySelectorAll('img')]
      .map((img) => ({ src: img.currentSrc || img.src, top: Math.round(img.getBoundingClientRect().top + window.scrollY), loading: img.getAttribute('loading') }))
      .filter((img) => img.top >= window.innerHeight && img.loading !== 'lazy');
  });
}

const windows = [
  // The screen too: the browser's early look at the HTML sizes pictures for the screen's width.
  { name: 'a phone', use: { viewport: { width: 412, height: 915 }, screen: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true } },
  { name: 'a desktop window', use: { viewport: { width: 1280, height: 720 } } },
];

for (const { name, use } of windows) {
  test.describe(`on ${name}`, () => {
    test.use(use);

    test('pictures below the first screenful load lazily', async ({ page }) => {
      const tips = new TipsPage(page);
      await tips.goto();
      const article = (await tips.cards.first().getByRole('link').first().getAttribute('href'))!;
      for (const path of [...pages, article]) {
        await page.goto(path);
        expect(await eagerBelowTheFold(page), path).toEqual([]);
      }
    });

    test('a page downloads only the pictures it shows, each once: the tips list, an article, the home page, a listing', async ({ browser, baseURL }) => {
      const fileOf = (pathname: string) => pathname.replace(/^\/(img\/\d+|media)\//, '');
      const paths = ['/tipsandguides', '/', '/properties/buy'];
      for (let index = 0; index < paths.length; index += 1) {
        const path = paths[index]!;
        // A first visit, cold cache: a picture an earlier page fetched would not be asked for again.
        const context = await browser.newContext({ ...use, baseURL });
        const page = await context.newPage();
        // Every picture this page asks for, by its file: a variant is /img/<width>/<file>, the original /media/<file>.
        const requested: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() !== 'image') return;
          const { pathname } = new URL(request.url());
          if (/^\/(img\/\d+|media)\//.test(pathname)) requested.push(pathname);
        });
        await page.goto(path);
        // Links in view are prefetched once the page is idle: what they bring has come by then.
        await page.waitForLoadState('networkidle');
        const shown = await page.evaluate(() => [...document.querySelectorAll('img')].map((img) => new URL(img.currentSrc || img.src).pathname));
        expect(requested.filter((pathname) => !shown.includes(pathname)), `${path}: pictures it does not show`).toEqual([]);
        const files = requested.map(fileOf);
        expect(files.filter((file, at) => files.indexOf(file) !== at), `${path}: pictures downloaded twice`).toEqual([]);
        expect(requested.length, `${path}: downloads its pictures`).toBeGreaterThan(0);
        // The first article of the list is checked next.
        if (path === '/tipsandguides') paths.splice(index + 1, 0, (await new TipsPage(page).cards.first().getByRole('link').first().getAttribute('href'))!);
        await context.close();
      }
    });
  });
}
