import type { Locator, Page } from '@playwright/test';

/** /services: the directory tabs and the professionals' cards. */
export class ServicesPage {
  readonly main: Locator;
  readonly tabs: Locator;
  readonly cards: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.tabs = this.main.getByRole('navigation', { name: 'Categories of professionals' });
    this.cards = this.main.locator('#directory').getByRole('article');
  }

  async goto(query = '') {
    await this.page.goto(`/services${query}`);
  }

  /** A directory tab by its category name ("Show All", "Engineers"); the link also shows the count. */
  tab(name: string): Locator {
    return this.tabs.getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }
}
