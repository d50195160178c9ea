import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** The form's error banner (inside main: Next's route announcer is an alert too). */
  readonly banner: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Log in' });
    this.email = main.getByLabel('E-mail address');
    this.password = main.getByLabel('Password');
    this.submit = main.getByRole('button', { name: 'Log in' });
    this.banner = main.getByRole('alert');
  }

  async goto(next?: string) {
    await this.page.goto(next === undefined ? '/login' : `/login?${new URLSearchParams({ next })}`);
  }

  socialButton(provider: 'Facebook' | 'Google'): Locator {
    return this.page.getByRole('main').getByRole('link', { name: `Continue with ${provider}` });
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
