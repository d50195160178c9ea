import { expect, test, type Page } from '@playwright/test';
import { NavBar } from './pages/NavBar';
import { demoBuyer, demoOwner, demoPro } from './support/accounts';
import { seriousViolations } from './support/axe';
import { sitePages, type Visitor } from './support/site-pages';

/** axe on every page of the product (e2e/support/site-pages.ts), for every visitor the list names. */

const accounts = { buyer: demoBuyer, owner: demoOwner, pro: demoPro } as const;

async function signIn(page: Page, baseURL: string, visitor: Exclude<Visitor, 'signed-out'>) {
  // Through the BFF, as the login form does (it refuses unsafe requests from other origins).
  const response = await page.request.post('/api/auth/login', { headers: { origin: baseURL }, data: accounts[visitor] });
  expect(response.ok(), `sign-in as ${visitor} answered ${response.status()}`).toBe(true);
}

/** Where a placeholder's value is found: a signed-in page, and the start of the links there that end in it. */
const placeholders = {
  // The owner's first uploaded listing, as the dashboard links to its edit page.
  ownerListing: { page: '/dashboard?view=properties&type=uploaded', linkStart: '/dashboard/listing/' },
  // The pro's first home service, as My Home Services links to its edit page.
  proService: { page: '/dashboard/myhomeservices', linkStart: '/home-service/edit?id=' },
} as const;

/** Fills each `{placeholder}` of a path with data the demo accounts have. */
async function resolvePath(page: Page, path: string): Promise<string> {
  let resolved = path;
  for (const [name, source] of Object.entries(placeholders)) {
    if (!resolved.includes(`{${name}}`)) continue;
    await page.goto(source.page);
    const link = page.getByRole('main').locator(`a[href^="${source.linkStart}"]`).first();
    await expect(link, `${source.page} links to a ${name}`).toBeAttached();
    const id = (await link.getAttribute('href'))!.slice(source.linkStart.length);
    expect(id).toMatch(/^\d+$/);
    resolved = resolved.replaceAll(`{${name}}`, id);
  }
  return resolved;
}

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
