import type { Locator, Page } from '@playwright/test';

/** The booking page (/inspection/{id}) and the property page's "Book an inspection" block. */
export class BookingPage {
  readonly time: Locator;
  readonly phone: Locator;
  readonly note: Locator;
  readonly submit: Locator;
  readonly outcome: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.time = main.getByLabel('Time (Lagos)');
    this.phone = main.getByLabel('Your phone number');
    this.note = main.getByLabel('Note for the advertiser (optional)');
    this.submit = main.getByRole('button', { name: 'Book this time' });
    this.outcome = main.getByRole('status');
  }

  /** The property page's block of open times. */
  block(): Locator {
    return this.page.getByRole('region', { name: 'Book an inspection' });
  }

  timeLinks(): Locator {
    return this.block().getByRole('link', { name: /^Book / });
  }
}
