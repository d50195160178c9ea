import type { Locator, Page } from '@playwright/test';

/** A sponsored slot (home page, listings, property page) and its adverts. */
export class SponsoredSlot {
  readonly region: Locator;

  constructor(page: Page) {
    this.region = page.getByRole('region', { name: 'Sponsored' });
  }

  advert(title: string): Locator {
    return this.region.getByRole('article', { name: title });
  }

  /** The advert's way out: through the counting click route, in a new tab. */
  visitLink(title: string): Locator {
    return this.advert(title).getByRole('link', { name: /^Visit .+ \(opens in a new tab\)$/ });
  }
}
