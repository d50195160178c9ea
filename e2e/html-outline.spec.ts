import { expect, test, type Page } from '@playwright/test';

/**
 * The HTML the server sends, before any script runs: the page's metadata (title,
 * description, canonical link, share previews) is in <head> for every user agent, not streamed into
 * <body> after the shell (Next.js does that for browsers when a page's metadata resolves late), and
 * the headings never skip a level (an h3 straight after the h1). What crawlers and the W3C checker
 * read; `npm run check:html` checks every public page the same way with the Nu HTML checker.
 */
const USER_AGENTS = {
  browser: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'link preview': 'WhatsApp/2.23.20.0',
};

const PAGES = ['/home-service-pro/details?id=1', '/all_properties', '/all_properties?type=Land'];

// The server's HTML is parsed by the browser with scripts off, so what is checked is the document as
// sent (an element streamed into <body> stays there), not what React makes of it afterwards.
test.use({ javaScriptEnabled: false });

/** The parsed document's metadata outside <head>, and each heading that skips a level after the one before it. */
async function outline(page: Page, html: string) {
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
      level: Number(heading.tagName.slice(1)),
      text: heading.textContent?.trim().slice(0, 60) ?? '',
    }));
    return {
      titleInHead: document.head.querySelector('title')?.textContent ?? null,
      // Microdata's <meta itemprop> belongs in the body; any other metadata there was streamed late.
      metadataInBody: [...document.body.querySelectorAll('title, meta:not([itemprop]), link:not([itemprop])')].map((element) => element.outerHTML.slice(0, 120)),
      skips: headings.flatMap((heading, index) =>
        index > 0 && heading.level > headings[index - 1]!.level + 1 ? [`h${headings[index - 1]!.level} "${headings[index - 1]!.text}" then h${heading.level} "${heading.text}"`] : [],
      ),
      headingCount: headings.length,
    };
  });
}

for (const path of PAGES) {
  for (const [agent, userAgent] of Object.entries(USER_AGENTS)) {
    test(`${path} as a ${agent}: metadata in <head>, no heading level skipped`, async ({ page, request }) => {
      const response = await request.get(path, { headers: { 'User-Agent': userAgent, Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const found = await outline(page, await response.text());
      expect(found.titleInHead, 'the <title> in <head>').toMatch(/\S/);
      expect(found.metadataInBody, 'title, meta and link elements inside <body>').toEqual([]);
      expect(found.headingCount).toBeGreaterThan(1);
      expect(found.skips, 'headings that skip a level').toEqual([]);
    });
  }
}
