import { type Locator, type Page } from '@playwright/test';

/** The home page: hero search, featured properties, help cards and tips. */
export class HomePage {
  readonly search: Locator;
  readonly featuredCards: Locator;
  readonly tips: Locator;
  /** The browser-kept list of homes opened lately (absent while it is empty). */
  readonly recentlyViewed: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('search', { name: 'Search properties' });
    this.featuredCards = page.getByRole('region', { name: 'Featured properties' }).getByTestId('property-card');
    this.tips = page.getByRole('region', { name: 'Tips and guides' }).getByRole('article');
    this.recentlyViewed = page.getByRole('region', { name: 'Recently viewed' });
  }

  goto() {
    return this.page.goto('/');
  }

  async searchFor(values: { lookingTo: 'Buy' | 'Rent'; type?: string; state?: string; maxPrice?: string }) {
    await this.search.getByLabel('Looking to').selectOption({ label: values.lookingTo });
    if (values.type) await this.search.getByLabel('Property type').selectOption({ label: values.type });
    if (values.state) await this.search.getByLabel('Location').selectOption({ label: values.state });
    if (values.maxPrice) await this.search.getByLabel('Maximum price (₦)').fill(values.maxPrice);
    await this.search.getByRole('button', { name: 'Search' }).click();
  }
}
