import { expect, test } from '@playwright/test';
import { TipsPage } from './pages/TipsPage';

test('the list shows the count, a page of cards and links to the other pages', async ({ page }) => {
  const tips = new TipsPage(page);
  await tips.goto();
  await expect(tips.heading).toHaveText('Tips and guides');
  await expect(tips.count).toHaveText(/^Displaying 1 - 9 results of \d+$/);
  await expect(tips.cards).toHaveCount(9);
  await expect(tips.cards.first()).toContainText(/min read/);

  const firstTitle = await tips.cards.first().getByRole('link').textContent();
  await tips.pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/tipsandguides\?page=2$/);
  await expect(tips.count).toHaveText(/^Displaying 10 - /);
  await expect(tips.cards.first().getByRole('link')).not.toHaveText(firstTitle ?? '');
  await expect(tips.pagination.locator('[aria-current="page"]')).toHaveText('2');
});

test('an article opens at its slug URL with a sanitized body, blocks of other articles and JSON-LD', async ({ page }) => {
  const tips = new TipsPage(page);
  await tips.goto();
  const firstCard = tips.cards.first().getByRole('link');
  const title = (await firstCard.textContent()) ?? '';
  await firstCard.click();
  await expect(page).toHaveURL(/\/tipsandguides\/[a-z0-9-]+$/);
  await expect(tips.heading).toHaveText(title);
  await expect(page.getByRole('main')).toContainText(/\d+ min read/);
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  const jsonLd = await tips.articleJsonLd();
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: title, author: { name: expect.any(String) } });
  expect(String((jsonLd.image as string[])[0])).toMatch(/^http/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${new URL(page.url()).pathname}$`));

  for (const block of ['Recent Articles', 'More Related Articles'] as const) {
    const links = tips.block(block).getByRole('link');
    await expect(links.first()).toBeVisible();
    const href = await links.first().getAttribute('href');
    expect(href).toMatch(/^\/tipsandguides\/[a-z0-9-]+$/);
    expect(href).not.toBe(new URL(page.url()).pathname);
  }
  await tips.block('More Related Articles').getByRole('link').first().click();
  await expect(tips.heading).not.toHaveText(title);
});

test('an article downloads its photo once, sized for the article column (a phone on metered data)', async ({ page }) => {
  const tips = new TipsPage(page);
  await tips.goto();
  const articlePath = await tips.cards.first().getByRole('link').getAttribute('href');
  // Every picture variant the article page asks for, by file key; thumbnails (under 384 px) aside,
  // since a related article may share the photo. Only the article's requests (by their Referer): the
  // list page's lazy card images may still be loading when the article is opened.
  const photoWidthsByKey = new Map<string, number[]>();
  page.on('request', (request) => {
    const match = /^\/img\/(\d+)\/(.+)$/.exec(new URL(request.url()).pathname);
    if (!match || Number(match[1]) < 384) return;
    if (!request.headers()['referer']?.endsWith(articlePath!)) return;
    photoWidthsByKey.set(match[2]!, [...(photoWidthsByKey.get(match[2]!) ?? []), Number(match[1])]);
  });
  await page.goto(articlePath!);
  await page.waitForLoadState('load');
  await expect(tips.articleImage).toHaveJSProperty('complete', true);
  const articleKey = /^\/img\/\d+\/(.+)$/.exec(new URL((await tips.articleImage.evaluate((img: HTMLImageElement) => img.currentSrc))).pathname)?.[1];
  expect(articleKey).toBeTruthy();
  expect(photoWidthsByKey.get(articleKey!)).toHaveLength(1);
});

test("the old details URL redirects permanently to the article's own URL", async ({ page, request }) => {
  const response = await request.get('/tipsandguides/details?id=1', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/tipsandguides\/[a-z0-9-]+$/);
  await page.goto('/tipsandguides/details?id=1');
  await expect(page).toHaveURL(/\/tipsandguides\/(?!details)[a-z0-9-]+$/);
});

test('an unknown article is a 404', async ({ page }) => {
  const response = await page.goto('/tipsandguides/no-such-article-anywhere');
  expect(response?.status()).toBe(404);
});
