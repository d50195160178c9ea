import type { Locator, Page } from '@playwright/test';

export class ResetPasswordPage {
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly submit: Locator;
  readonly banner: Locator;
  readonly requestNewLink: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.password = main.getByLabel('New password', { exact: true });
    this.confirmation = main.getByLabel('Confirm new password');
    this.submit = main.getByRole('button', { name: 'Reset password' });
    this.banner = main.getByRole('alert');
    this.requestNewLink = main.getByRole('link', { name: 'Request a new link' });
  }

  /** `link` is the path and query of the e-mailed link. */
  async goto(link: string) {
    await this.page.goto(link);
  }

  async choose(password: string, confirmation = password) {
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
    await this.submit.click();
  }
}
