import type { Locator, Page } from '@playwright/test';

/** The site header's navigation: what tells a user whether they are signed in. */
export class NavBar {
  readonly loginLink: Locator;
  readonly logoutButton: Locator;
  readonly dashboardLink: Locator;

  constructor(private readonly page: Page) {
    const header = page.getByRole('banner');
    this.loginLink = header.getByRole('link', { name: /^log ?in$/i });
    this.logoutButton = header.getByRole('button', { name: /^log ?out$/i });
    this.dashboardLink = header.getByRole('link', { name: /dashboard|my home/i });
  }

  /** Signs out and waits for the full reload of the home page that follows, so the next step cannot race it. */
  async logOut() {
    const reloaded = this.page.waitForEvent('load');
    await this.logoutButton.click();
    await reloaded;
  }
}
