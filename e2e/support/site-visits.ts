import { expect, type Page } from '@playwright/test';
import { demoBuyer, demoOwner, demoPro } from './accounts';
import type { Visitor } from './site-pages';

/** Visiting the pages of e2e/support/site-pages.ts as each visitor: shared by the suites that walk them. */

const accounts = { buyer: demoBuyer, owner: demoOwner, pro: demoPro } as const;

export async function signIn(page: Page, baseURL: string, visitor: Exclude<Visitor, 'signed-out'>) {
  // Through the BFF, as the login form does (it refuses unsafe requests from other origins).
  const response = await page.request.post('/api/auth/login', { headers: { origin: baseURL }, data: accounts[visitor] });
  expect(response.ok(), `sign-in as ${visitor} answered ${response.status()}`).toBe(true);
}

/** Where a placeholder's value is found: a signed-in page, and the start of the links there that end in it. */
const placeholders = {
  // The owner's oldest uploaded listing on the dashboard's first page, as it links to its edit page:
  // other journeys add listings as the owner (one is hidden by staff), and the newest come first.
  ownerListing: { page: '/dashboard?view=properties&type=uploaded', linkStart: '/dashboard/listing/', pick: 'last' },
  // The pro's first home service, as My Home Services links to its edit page.
  proService: { page: '/dashboard/myhomeservices', linkStart: '/home-service/edit?id=', pick: 'first' },
} as const;

/** Fills each `{placeholder}` of a path with data the demo accounts have. */
export async function resolvePath(page: Page, path: string): Promise<string> {
  let resolved = path;
  for (const [name, source] of Object.entries(placeholders)) {
    if (!resolved.includes(`{${name}}`)) continue;
    await page.goto(source.page);
    const links = page.getByRole('main').locator(`a[href^="${source.linkStart}"]`);
    const link = source.pick === 'last' ? links.last() : links.first();
    await expect(link, `${source.page} links to a ${name}`).toBeAttached();
    const id = (await link.getAttribute('href'))!.slice(source.linkStart.length);
    expect(id).toMatch(/^\d+$/);
    resolved = resolved.replaceAll(`{${name}}`, id);
  }
  return resolved;
}
