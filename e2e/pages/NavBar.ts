import type { Locator, Page } from '@playwright/test';

/** The site header's navigation: what tells a user whether they are signed in. */
export class NavBar {
  readonly loginLink: Locator;
  readonly logoutButton: Locator;
  readonly dashboardLink: Locator;

  constructor(page: Page) {
    const header = page.getByRole('banner');
    this.loginLink = header.getByRole('link', { name: /^log ?in$/i });
    this.logoutButton = header.getByRole('button', { name: /^log ?out$/i });
    this.dashboardLink = header.getByRole('link', { name: /dashboard|my home/i });
  }

  async logOut() {
    await this.logoutButton.click();
  }
}
