import type { Locator, Page } from '@playwright/test';

/** `/dashboard`: the section tabs, a section's sub-tabs, its property cards and their actions. */
export class DashboardPage {
  readonly main: Locator;
  readonly tabs: Locator;
  readonly subTabs: Locator;
  readonly cards: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.tabs = this.main.getByRole('navigation', { name: 'Dashboard sections' });
    this.subTabs = this.main.getByRole('navigation', { name: /Which properties|Sort the wishlist/ });
    this.cards = this.main.getByTestId('property-card');
    this.dialog = page.getByRole('dialog');
  }

  async goto(query = '') {
    await this.page.goto(`/dashboard${query}`);
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  subTab(name: string): Locator {
    return this.subTabs.getByRole('link', { name, exact: true });
  }

  /** The card of a property, found by its full name (the card link's title). */
  card(name: string): Locator {
    return this.cards.filter({ has: this.page.locator(`a[title="${name.replaceAll('"', '\\"')}"]`) });
  }

  /** The line under the card of the owner's listing with this id: '2 offers · 5 comments'. */
  engagement(id: number): Locator {
    return this.main.getByRole('listitem').filter({ has: this.page.locator(`a[href="/property/${id}"]`) }).getByText(/^\d+ offers? · \d+ comments?$/);
  }

  /** The buttons and links under a property's card. */
  actions(name: string): Locator {
    return this.main.getByRole('group', { name: `Actions for ${name}`, exact: true });
  }

  /** Names of the cards shown, in order. */
  async cardNames(): Promise<string[]> {
    return this.cards.locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));
  }
}
