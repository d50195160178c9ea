import { expect, test } from '@playwright/test';

/**
 * This project's web app and the main one run from one build, so they share its page cache, but only
 * the main one offers social sign-in (playwright.config.ts). The sign-in pages have one path whatever
 * the networks; server/page-cache-handler.mjs keeps a copy for each set of networks.
 */
test('a server offering no social sign-in never serves the sign-in pages another server drew with its buttons', async ({ request }) => {
  const button = 'Continue with Google';
  for (const path of ['/login', '/register']) {
    // The main app renders (and stores) its copy first.
    const offering = await request.get(`${process.env.E2E_WEB_URL}${path}`);
    expect(await offering.text(), path).toContain(button);
    // ?fresh= is read in the browser only: the same cached view, whichever server drew it.
    const withoutNetworks = await request.get(`${path}?fresh=${Date.now()}`);
    expect(withoutNetworks.status(), path).toBe(200);
    expect(withoutNetworks.headers()['cache-control'], path).toMatch(/^s-maxage=\d+/);
    const html = await withoutNetworks.text();
    expect(html, path).toContain('<form');
    expect(html, path).not.toContain(button);
  }
});
