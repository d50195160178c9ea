import type { Locator, Page } from '@playwright/test';

/** The property page's fair-price check and price history. */
export class FairPrice {
  readonly check: Locator;
  readonly caution: Locator;
  readonly history: Locator;
  /** The link to the town's price page ('Prices in Lekki Phase 1'). */
  readonly townPrices: Locator;
  /** The town's share of homes by band and by flooding. */
  readonly townFacts: Locator;

  constructor(page: Page) {
    const main = page.getByRole('main');
    this.check = main.getByRole('region', { name: 'Is this a fair price?' });
    this.caution = this.check.getByRole('note');
    this.history = main.getByRole('region', { name: 'Price history' });
    this.townPrices = this.check.getByRole('link', { name: /^Prices in / });
    this.townFacts = this.check.getByTestId('town-facts');
  }
}
