import type { Locator, Page } from '@playwright/test';
import { pngFile } from '../support/png';

/** /advert: the ADVERTISE WITH US request form, and the login panel beside it for visitors. */
export class AdvertRequestPage {
  readonly form: Locator;
  readonly layout: Locator;
  readonly loginForm: Locator;
  readonly submit: Locator;
  readonly banner: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.form = main.getByRole('form', { name: 'ADVERTISE WITH US' });
    this.layout = main.locator('[data-layout]');
    this.loginForm = main.getByRole('form', { name: 'Already have an account?' });
    this.submit = this.form.getByRole('button', { name: 'SUBMIT' });
    this.banner = this.form.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/advert');
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

  async fillValid(email: string) {
    await this.field('First name').fill('Amaka');
    await this.field('Last name').fill('Obi');
    await this.field('E-mail address').fill(email);
    await this.field('Phone number').fill('0803 555 0101');
    await this.field('Company name').fill('Obi Interiors');
    await this.field('Company website (optional)').fill('obi-interiors.ng');
    await this.field('Product information').fill('Made-to-measure curtains and blinds for Lagos apartments.');
    await this.field('Advert image').setInputFiles(pngFile('curtains.png'));
  }
}
