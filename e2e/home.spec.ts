import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';

test.describe('home page', () => {
  test('the hero search lands on the rent listing with its values in the URL', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.searchFor({ lookingTo: 'Rent', type: 'Residential', state: 'Lagos', maxPrice: '5000000' });
    await expect(page).toHaveURL(/\/properties\/rent\?property_type_id=1&state_id=25&max_price=5000000$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residential properties for rent in Lagos');
  });

  test('shows three featured properties and three tips', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.featuredCards).toHaveCount(3);
    await expect(home.tips).toHaveCount(3);
    await expect(home.tips.first().getByRole('link')).toHaveAttribute('href', /^\/tipsandguides\/.+/);
  });

  test('calls to action link where they should', async ({ page }) => {
    await new HomePage(page).goto();
    const help = page.getByRole('region', { name: 'Discover how we can help' });
    await expect(help.getByRole('link', { name: 'Work out your budget' })).toHaveAttribute('href', '/finance/affordability');
    await expect(help.getByRole('link', { name: /^Call \+234/ })).toHaveAttribute('href', /^tel:\+234/);
    await expect(help.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/properties');
    await expect(page.getByRole('link', { name: 'Get pre-approved' })).toHaveAttribute('href', '/get-approval');
    await expect(page.getByRole('link', { name: 'Check what you can afford' })).toHaveAttribute('href', '/finance/affordability');
  });
});
