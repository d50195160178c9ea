import type { Locator, Page } from '@playwright/test';

/** `/finance/affordability`: the three inputs, the answer and the homes within it. */
export class AffordabilityPage {
  readonly main: Locator;
  readonly netSalary: Locator;
  readonly downPayment: Locator;
  readonly option: Locator;
  readonly calculate: Locator;
  readonly amount: Locator;
  readonly cards: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.netSalary = this.main.getByLabel('Net monthly salary (₦)');
    this.downPayment = this.main.getByLabel('Down payment (₦)');
    this.option = this.main.getByLabel('Instalment option');
    this.calculate = this.main.getByRole('button', { name: 'Calculate' });
    this.amount = this.main.getByTestId('amount-affordable');
    this.cards = this.main.getByTestId('property-card');
  }

  async goto() {
    await this.page.goto('/finance/affordability');
  }

  /** The message under a field (the field's accessible description). */
  message(field: Locator): Promise<string | null> {
    return field.evaluate((element) => {
      const id = element.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error'));
      return id ? (document.getElementById(id)?.textContent ?? null) : null;
    });
  }
}

/** `/finance/paymentoptions`: the two tabs, the rate cards and each tab's calculator. */
export class PaymentOptionsPage {
  readonly main: Locator;
  readonly tabs: Locator;
  readonly rateCards: Locator;
  readonly form: Locator;
  readonly calculate: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.tabs = this.main.getByRole('navigation', { name: 'Payment options' });
    this.rateCards = this.main.getByTestId('mortgage-rate');
    this.form = this.main.getByRole('form');
    this.calculate = this.form.getByRole('button', { name: 'Calculate' });
  }

  async goto(query = '') {
    await this.page.goto(`/finance/paymentoptions${query}`);
  }

  tab(name: 'Mortgage Option' | 'Instalment Option'): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label);
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** A figure of the result by its label ('Monthly repayment' and so on). */
  figure(label: string): Locator {
    return this.main.locator('dl div').filter({ has: this.page.getByText(label, { exact: true }) }).locator('dd');
  }

  scheduleRows(): Locator {
    return this.main.getByRole('table').locator('tbody tr');
  }
}

/** `/finance/paymentprofile`, `/dashboard/paymentprofile/details` and the receipt page. */
export class PaymentProfilePages {
  readonly main: Locator;
  readonly items: Locator;
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.items = this.main.getByTestId('payment-profile-item');
    this.rows = this.main.getByTestId('payment-row');
  }

  async goto() {
    await this.page.goto('/finance/paymentprofile');
  }

  viewProfileOf(item: Locator): Locator {
    return item.getByRole('link', { name: /^View the payment profile of/ });
  }

  rowsWithStatus(status: 'Paid' | 'Not Paid'): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: status, exact: true }) });
  }

  printReceipt(row: Locator): Locator {
    return row.getByRole('link', { name: /^Print the receipt for payment/ });
  }
}
