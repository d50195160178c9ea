import { expect, test } from '@playwright/test';
import { resolvePath, signIn } from './support/site-visits';
import { sitePages } from './support/site-pages';

/**
 * No page scrolls sideways on a 360 px phone (issue 14): every page of e2e/support/site-pages.ts, for
 * every visitor it names, at 360x740.
 */
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

for (const { path, visitors } of sitePages) {
  for (const visitor of visitors) {
    test(`360 px: ${path} (${visitor}) fits the screen`, async ({ page, baseURL }) => {
      if (visitor !== 'signed-out') await signIn(page, baseURL!, visitor);
      await page.goto(await resolvePath(page, path));
      await expect(page.getByRole('main')).toBeVisible();
      if (visitor !== 'signed-out') expect(new URL(page.url()).pathname).not.toBe('/login');
      const widest = await page.evaluate(() => {
        const width = document.documentElement.scrollWidth;
        // Name the elements that stick out, so a failure says where to look.
        const outside = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`);
        return { width, outside };
      });
      expect(widest.width, `wider than the screen: ${widest.outside.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
    });
  }
}
