import type { Locator, Page } from '@playwright/test';

export class SellPage {
  readonly form: Locator;
  readonly layout: Locator;
  readonly loginHeading: Locator;
  /** The login form beside the sell form (signed out only). */
  readonly loginForm: Locator;
  readonly submit: Locator;
  readonly banner: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.form = main.getByRole('form', { name: 'Sell your property' });
    this.layout = main.locator('[data-layout]');
    this.loginHeading = main.getByRole('heading', { name: 'Already have an account?' });
    this.loginForm = main.getByRole('form', { name: 'Already have an account?' });
    this.submit = this.form.getByRole('button', { name: 'Send property details' });
    this.banner = this.form.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/sell');
  }

  async logIn(email: string, password: string) {
    await this.loginForm.getByLabel('E-mail address').fill(email);
    await this.loginForm.getByLabel('Password').fill(password);
    await this.loginForm.getByRole('button', { name: 'Log in' }).click();
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** The message under a field (tied to it by aria-describedby). */
  async errorOf(label: string): Promise<string> {
    const ids = (await this.field(label).getAttribute('aria-describedby')) ?? '';
    const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
    return errorId ? ((await this.page.locator(`[id="${errorId}"]`).textContent()) ?? '') : '';
  }

  async fillValid() {
    await this.field('Title').selectOption('Mrs.');
    await this.field('First name').fill('Ngozi');
    await this.field('Last name').fill('Eze');
    await this.field('E-mail address').fill('ngozi.eze@example.com');
    await this.field('Contact phone').fill('0803 123 4567');
    await this.field('Property location').fill('Lekki Phase 1, Lagos');
    await this.field('House type').selectOption('Duplex');
    await this.field('Selling price (₦)').fill('45,000,000');
    await this.field('Description').fill('A four-bedroom duplex with a boys quarters and a large compound.');
    await this.form.getByLabel('I am the owner').check();
  }
}
