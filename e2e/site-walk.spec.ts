import { expect, test as base, type Browser } from '@playwright/test';
import { NavBar } from './pages/NavBar';
import { seriousViolations } from './support/axe';
import { htmlcsErrors } from './support/htmlcs';
import { sitePages, type Visitor } from './support/site-pages';
import { resolvePath, signIn } from './support/site-visits';

/**
 * The walk over every page of the product (e2e/support/site-pages.ts), for every visitor it names, in
 * ONE page load per page and visitor: axe and HTML_CodeSniffer (two engines, different rules) at the
 * desktop viewport, then the same page at 360x740 must not be wider than the screen.
 *
 * Why desktop first, then the phone width: axe checks the layout the two suites checked before (the
 * desktop one), and narrowing the viewport after is only a re-layout (the CSS media queries apply at
 * once); loading the page a second time at 360 px would double the walk's cost, which was most of it.
 * The context stays a desktop one (no isMobile/hasTouch): the site's CSS has no touch-only rules, and
 * Next's viewport meta makes the layout width the window's width either way.
 *
 * Each visitor signs in once per worker (one API call) and every page of theirs reuses that session,
 * and the `{placeholder}` paths are resolved once per worker too.
 */
type SignedIn = Exclude<Visitor, 'signed-out'>;
type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

const PHONE = { width: 360, height: 740 };

const test = base.extend<object, { visitorSessions: (browser: Browser, baseURL: string, visitor: SignedIn) => Promise<StorageState>; resolvedPaths: Map<string, string> }>({
  visitorSessions: [
    async ({}, provide) => {
      const sessions = new Map<SignedIn, Promise<StorageState>>();
      await provide((browser, baseURL, visitor) => {
        if (!sessions.has(visitor)) {
          sessions.set(
            visitor,
            (async () => {
              const context = await browser.newContext({ baseURL });
              const page = await context.newPage();
              await signIn(page, baseURL, visitor);
              const state = await context.storageState();
              await context.close();
              return state;
            })(),
          );
        }
        return sessions.get(visitor)!;
      });
    },
    { scope: 'worker' },
  ],
  resolvedPaths: [
    async ({}, provide) => provide(new Map()),
    { scope: 'worker' },
  ],
});

for (const { path, visitors } of sitePages) {
  for (const visitor of visitors) {
    test.describe(() => {
      if (visitor !== 'signed-out') {
        // Fixture functions are named `provide`, not `use`: eslint's React rules read `use` as React's hook.
        test.use({ storageState: async ({ browser, baseURL, visitorSessions }, provide) => provide(await visitorSessions(browser, baseURL!, visitor)) });
      }

      test(`walk: ${path} (${visitor}) passes axe and HTML_CodeSniffer and fits 360 px`, async ({ page, resolvedPaths }) => {
        const key = `${path} (${visitor})`;
        let url = resolvedPaths.get(key);
        if (!url) {
          url = await resolvePath(page, path);
          resolvedPaths.set(key, url);
        }
        await page.goto(url);
        await expect(page.getByRole('main')).toBeVisible();
        // Hydrated: the nav's session part has replaced its placeholder with 'Log in' or 'Log out'.
        const nav = new NavBar(page);
        await expect(nav.loginLink.or(nav.logoutButton)).toBeAttached();
        // A sign-in page would stand in for the page asked for: make sure the visitor saw the real one.
        if (visitor !== 'signed-out') expect(new URL(page.url()).pathname).not.toBe('/login');
        expect(await seriousViolations(page), 'axe: serious or critical violations').toEqual([]);
        expect(await htmlcsErrors(page), 'HTML_CodeSniffer (WCAG2AA): errors').toEqual([]);

        await page.setViewportSize(PHONE);
        const widest = await page.evaluate(() => {
          const width = document.documentElement.scrollWidth;
          // Name the elements that stick out, so a failure says where to look.
          const outside = [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`);
          return { width, outside };
        });
        expect(widest.width, `wider than 360 px: ${widest.outside.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
      });
    });
  }
}
