import { expect, test } from '@playwright/test';
import { NavBar } from './pages/NavBar';
import { seriousViolations } from './support/axe';
import { sitePages } from './support/site-pages';
import { resolvePath, signIn } from './support/site-visits';

/** axe on every page of the product (e2e/support/site-pages.ts), for every visitor the list names. */

for (const { path, visitors } of sitePages) {
  for (const visitor of visitors) {
    test(`axe: ${path} (${visitor}) has no serious or critical violation`, async ({ page, baseURL }) => {
      // axe walks the whole page (a listing is some 1,500 nodes): slow on a busy machine.
      test.slow();
      if (visitor !== 'signed-out') await signIn(page, baseURL!, visitor);
      const url = await resolvePath(page, path);
      await page.goto(url);
      await expect(page.getByRole('main')).toBeVisible();
      // Hydrated: the nav's session part has replaced its placeholder with 'Log in' or 'Log out'.
      const nav = new NavBar(page);
      await expect(nav.loginLink.or(nav.logoutButton)).toBeAttached();
      // A sign-in page would stand in for the page asked for: make sure the visitor saw the real one.
      if (visitor !== 'signed-out') expect(new URL(page.url()).pathname).not.toBe('/login');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
