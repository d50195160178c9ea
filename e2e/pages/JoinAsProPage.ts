import type { Locator, Page } from '@playwright/test';
import { pngFile } from '../support/png';

export type ServiceDetails = { title: string; category: string; type: string; description: string; email: string; phone: string; address: string; web: string; years: string };

/** The professional profile form: /join_as_pro and /home-service/edit?id=. */
export class JoinAsProPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.form = this.main.locator('form[aria-labelledby="service-form-heading"]');
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async fill(details: ServiceDetails) {
    await this.field('Service title').fill(details.title);
    await this.field('Category').selectOption({ label: details.category });
    await this.field('Category type').selectOption({ label: details.type });
    await this.field('Business description').fill(details.description);
    await this.field('Business e-mail').fill(details.email);
    await this.field('Business phone (11 digits)').fill(details.phone);
    await this.field('Business address').fill(details.address);
    await this.field('Web address').fill(details.web);
    await this.field('Years of experience').fill(details.years);
    await this.field('Image').setInputFiles(pngFile('logo.png'));
  }

  submit(name: string | RegExp): Locator {
    return this.form.getByRole('button', { name });
  }
}
