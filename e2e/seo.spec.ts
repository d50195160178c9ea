import { expect, test } from '@playwright/test';

test('robots.txt keeps private pages out and names the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/User-Agent: \*/i);
  expect(robots).toContain('Allow: /');
  for (const path of ['/dashboard', '/api/', '/register', '/forgot-password', '/reset_password', '/payments/', '/account/', '/social_auth/']) {
    expect(robots).toContain(`Disallow: ${path}`);
  }
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml lists the home page, a property and an article with absolute URLs', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/property/\\d+</loc>`));
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/tipsandguides/[a-z0-9-]+</loc>`));
});

test('auth pages are noindex, except the login page people search for; public pages are not', async ({ page, request, baseURL }) => {
  await page.goto('/register');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/login?next=%2Fdashboard');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, follow$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/login`);
  expect(await (await request.get('/robots.txt')).text()).not.toContain('Disallow: /login');
  await page.goto('/tipsandguides');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
