import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { ListingPage } from './pages/ListingPage';

test.describe('home page', () => {
  test('the hero search lands on the rent listing with its values in the URL', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.searchFor({ lookingTo: 'Rent', type: 'Residential', state: 'Lagos', maxPrice: '5000000' });
    await expect(page).toHaveURL(/\/properties\/rent\?property_type_id=1&state_id=25&max_price=5000000$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residential properties for rent in Lagos');
  });

  // The form sends every field, filled or not; each combination must reach its listing (the unit test
  // components/listing/SearchForm.test.tsx walks all of them; these follow a few in the browser).
  const searches = [
    { lookingTo: 'Rent', url: /\/properties\/rent$/, heading: 'Properties for rent in Nigeria', stateId: '' },
    { lookingTo: 'Buy', url: /\/properties\/buy$/, heading: 'Properties for sale in Nigeria', stateId: '' },
    { lookingTo: 'Rent', state: 'Lagos', url: /\/properties\/rent\?state_id=25$/, heading: 'Properties for rent in Lagos', stateId: '25' },
  ] as const;
  for (const search of searches) {
    test(`the hero search to ${search.lookingTo.toLowerCase()} lands on ${search.heading}`, async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      await home.searchFor(search);
      await expect(page).toHaveURL(search.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(search.heading);
      await expect(new ListingPage(page).filters.getByLabel('State')).toHaveValue(search.stateId);
    });
  }

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
