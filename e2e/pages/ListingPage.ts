import { expect, type Locator, type Page } from '@playwright/test';
import { livingFactsText } from '../../lib/messages/living-facts';
import type { LivingFilter } from '../../lib/vst/living-facts';

/** A buy or rent listing (/properties/buy, /properties/rent) as a visitor sees it. */
export class ListingPage {
  readonly cards: Locator;
  readonly resultCount: Locator;
  readonly filters: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('property-card');
    this.resultCount = page.getByText(/^Displaying \d/);
    this.filters = page.getByRole('form', { name: 'Filter results' });
    this.pagination = page.getByRole('navigation', { name: 'Pages of results' });
  }

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  tab(name: 'Most Recent' | 'Highest Price' | 'Lowest Price') {
    return this.page.getByRole('navigation', { name: 'Sort results' }).getByRole('link', { name });
  }

  async prices(): Promise<number[]> {
    const texts = await this.page.getByTestId('property-card').locator('p').filter({ hasText: /^₦/ }).allTextContents();
    return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
  }

  /** Whether each card, in order, is labelled as not confirmed recently (those rank after the others). */
  async notConfirmedRecently(): Promise<boolean[]> {
    return this.cards.evaluateAll((cards) =>
      cards.map((card) => card.querySelector('[data-testid="freshness"]')?.textContent === 'Not confirmed recently'),
    );
  }

  /** Whether each card, in order, is by a verified owner or authorised by the owner (those rank before the others). */
  async ownerAuthorityKnown(): Promise<boolean[]> {
    return this.cards.evaluateAll((cards) =>
      cards.map(
        (card) =>
          card.querySelector('[data-testid="owner-authorised"]') !== null ||
          (card.querySelector('[data-testid="verified-badge"]')?.textContent ?? '').includes('Verified owner'),
      ),
    );
  }

  /** The results' total, from "Displaying 1 - 12 results of 40". */
  async total(): Promise<number> {
    const text = (await this.resultCount.textContent()) ?? '';
    return Number(/of ([\d,]+)$/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  }

  /** Each card's line of living facts ("Band B light · No flooding"), in order. */
  livingLines(): Promise<string[]> {
    return this.cards.getByTestId('card-living').allTextContents();
  }

  async applyFilters(values: { state?: string; bedrooms?: number; maxPrice?: string; living?: LivingFilter[] }) {
    for (const filter of values.living ?? []) await this.filters.getByRole('checkbox', { name: livingFactsText.filters[filter] }).check();
    if (values.state) await this.filters.getByLabel('State').selectOption({ label: values.state });
    if (values.maxPrice) await this.filters.getByLabel('Maximum price (₦)').fill(values.maxPrice);
    for (let step = 0; step < (values.bedrooms ?? 0); step += 1) {
      await this.filters.getByRole('button', { name: 'More bedrooms' }).click();
    }
    await this.filters.getByRole('button', { name: 'Apply' }).click();
  }
}
