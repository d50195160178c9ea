import type { Locator, Page } from '@playwright/test';

export class ForgotPasswordPage {
  readonly email: Locator;
  readonly submit: Locator;
  readonly banner: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.email = main.getByLabel('E-mail address');
    this.submit = main.getByRole('button', { name: 'Send reset link' });
    this.banner = main.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/forgot-password');
  }

  async requestLink(email: string) {
    await this.email.fill(email);
    await this.submit.click();
  }
}
