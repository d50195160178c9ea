import type { Locator, Page } from '@playwright/test';

export class TipsPage {
  readonly heading: Locator;
  readonly count: Locator;
  readonly cards: Locator;
  readonly pagination: Locator;
  /** The picture at the top of an article. */
  readonly articleImage: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.count = main.getByText(/^Displaying \d+ - \d+ results of \d+$/);
    this.cards = main.getByRole('article');
    this.pagination = main.getByRole('navigation', { name: 'Pages of articles' });
    this.articleImage = main.getByRole('article').locator('img').first();
  }

  async goto(query = '') {
    await this.page.goto(`/tipsandguides${query}`);
  }

  /** A block beside an article: 'Recent Articles' or 'More Related Articles'. */
  block(title: 'Recent Articles' | 'More Related Articles'): Locator {
    return this.page.getByRole('main').getByRole('region', { name: title });
  }

  async articleJsonLd(): Promise<Record<string, unknown>> {
    const text = await this.page.locator('script[type="application/ld+json"]').first().textContent();
    return JSON.parse(text ?? '{}') as Record<string, unknown>;
  }
}
