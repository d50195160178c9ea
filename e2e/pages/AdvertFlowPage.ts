import { expect, type Locator, type Page } from '@playwright/test';

/** The paid advert's steps: plans, upload, Document Upload Successful, verified, payment. */
export class AdvertFlowPage {
  readonly main: Locator;
  readonly uploadForm: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.uploadForm = this.main.getByRole('form', { name: 'Upload your advert' });
  }

  async gotoPlans() {
    await this.page.goto('/advert/subscription');
  }

  plan(title: string): Locator {
    return this.main.getByRole('article', { name: title });
  }

  async choosePlan(title: string) {
    await this.main.getByRole('link', { name: `Choose ${title}` }).click();
  }

  field(label: string): Locator {
    return this.uploadForm.getByLabel(label, { exact: true });
  }

  /** The message under a field of the upload form. */
  async errorOf(label: string): Promise<string> {
    const ids = (await this.field(label).getAttribute('aria-describedby')) ?? '';
    const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
    return errorId ? ((await this.page.locator(`[id="${errorId}"]`).textContent()) ?? '') : '';
  }

  async fillUpload({ title, file }: { title: string; file: { name: string; mimeType: string; buffer: Buffer } }) {
    await this.field('Category').selectOption('Furniture & interiors');
    await this.field('Title').fill(title);
    await this.field('Description').fill('Curtains and blinds made to measure, fitted within a week.');
    await this.field('Advert file').setInputFiles(file);
  }

  async upload() {
    await this.uploadForm.getByRole('button', { name: 'UPLOAD' }).click();
  }

  heading(name: string): Locator {
    return this.main.getByRole('heading', { level: 1, name });
  }

  /** A row of the advert summary (title, plan, price, ...). */
  summary(term: string): Locator {
    return this.main.locator(`dt:text-is("${term}") + dd`);
  }

  async expectStep(heading: string, path: RegExp) {
    await expect(this.heading(heading)).toBeVisible();
    await expect(this.page).toHaveURL(path);
  }
}
