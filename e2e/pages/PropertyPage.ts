import type { Locator, Page } from '@playwright/test';

/** `/property/{id}`: the page, its action buttons and the one dialog open at a time. */
export class PropertyPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly carouselPosition: Locator;
  readonly nextImage: Locator;
  readonly previousImage: Locator;
  readonly dialog: Locator;
  readonly leadForm: Locator;
  /** Under the price: "From ₦X a month" for a sale, the rent a year and a month for a rent. */
  readonly monthlyCost: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.carouselPosition = this.main.getByText(/^Image \d+ of \d+$/);
    this.nextImage = this.main.getByRole('button', { name: 'Next image' });
    this.previousImage = this.main.getByRole('button', { name: 'Previous image' });
    this.dialog = page.getByRole('dialog');
    this.leadForm = this.main.getByRole('form', { name: 'Interested? Leave your details' });
    this.monthlyCost = this.main.getByTestId('monthly-cost');
  }

  async goto(id: number) {
    await this.page.goto(`/property/${id}`);
  }

  action(name: string | RegExp): Locator {
    const role = String(name).includes('EDIT') ? 'link' : 'button';
    return this.main.getByRole('group', { name: 'Property actions' }).getByRole(role, { name });
  }

  /** Opens a dialog once the session is known (the island hydrates, then reads the session). */
  async open(action: string | RegExp) {
    await this.action(action).click();
  }

  dialogField(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  leadField(label: string): Locator {
    return this.leadForm.getByLabel(label, { exact: true });
  }

  async jsonLd(): Promise<Record<string, unknown>> {
    const text = await this.page.locator('script[type="application/ld+json"]').textContent();
    return JSON.parse(text ?? 'null') as Record<string, unknown>;
  }
}
