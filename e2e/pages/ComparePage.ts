import type { Locator, Page } from '@playwright/test';

/** The compare tray (on every page while it holds a home) and `/compare?ids=…`. */
export class ComparePage {
  readonly tray: Locator;
  readonly status: Locator;
  readonly table: Locator;
  readonly columns: Locator;
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.tray = page.getByRole('complementary', { name: 'Compare tray' });
    this.status = page.getByRole('status').filter({ hasText: /compare/i });
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'The homes side by side' });
    this.columns = this.table.getByRole('columnheader');
  }

  goto(ids: string) {
    return this.page.goto(`/compare?ids=${ids}`);
  }

  /** A row of the table by its heading ('Price', 'Status'…); its name says "differs" when the homes differ. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  }
}
