import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { PropertyPage } from './pages/PropertyPage';
import { seriousViolations } from './support/axe';

test('two homes opened signed out are on the home page after a reload, newest first; one removed, then all cleared', async ({ page }) => {
  const property = new PropertyPage(page);
  await property.goto(1);
  const first = (await property.heading.textContent())!;
  await property.goto(2);
  const second = (await property.heading.textContent())!;

  const home = new HomePage(page);
  await home.goto();
  await page.reload();
  const links = home.recentlyViewed.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toContainText(second);
  await expect(links.nth(1)).toContainText(first);
  await expect(links.nth(0)).toHaveAttribute('href', '/property/2');
  // The list on a phone: axe clean and no sideways scrolling (the page walk sees it empty).
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousViolations(page, '[aria-labelledby="recently-viewed-title"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await home.recentlyViewed.getByRole('button', { name: `Remove ${second} from recently viewed` }).click();
  await expect(links).toHaveCount(1);
  await expect(links.first()).toContainText(first);

  await home.recentlyViewed.getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(home.recentlyViewed).toHaveCount(0);
  // Nothing of it was kept on a server: a reload still shows none.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(home.recentlyViewed).toHaveCount(0);
});
