import type { Locator, Page } from '@playwright/test';

export type Registration = { name: string; email: string; password: string; phoneNumber: string; agree: boolean };

export class RegisterPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly phoneNumber: Locator;
  readonly terms: Locator;
  readonly submit: Locator;
  readonly banner: Locator;
  /** The success state that replaces the form. */
  readonly confirmationNotice: Locator;
  readonly backHome: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.name = main.getByLabel('Full name');
    this.email = main.getByLabel('E-mail address');
    this.password = main.getByLabel('Password');
    this.phoneNumber = main.getByLabel('Phone number');
    this.terms = main.getByRole('checkbox', { name: /I agree to the terms of use/ });
    this.submit = main.getByRole('button', { name: 'Create account' });
    this.banner = main.getByRole('alert');
    this.confirmationNotice = main.getByRole('status');
    this.backHome = main.getByRole('link', { name: 'Back home' });
  }

  async goto() {
    await this.page.goto('/register');
  }

  async register({ name, email, password, phoneNumber, agree }: Registration) {
    await this.name.fill(name);
    await this.email.fill(email);
    await this.password.fill(password);
    await this.phoneNumber.fill(phoneNumber);
    await this.terms.setChecked(agree);
    await this.submit.click();
  }
}
