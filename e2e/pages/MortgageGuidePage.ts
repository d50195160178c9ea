import type { Locator, Page } from '@playwright/test';

/** `/mortgage`: the guide's sections, the lenders' rate cards, the calculator and the next steps. */
export class MortgageGuidePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly contents: Locator;
  readonly rateCards: Locator;
  readonly calculator: Locator;
  readonly calculate: Locator;
  readonly nextSteps: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.contents = this.main.getByRole('navigation', { name: 'On this page' });
    this.rateCards = this.main.getByTestId('mortgage-rate');
    this.calculator = this.main.getByRole('form', { name: 'Mortgage calculator' });
    this.calculate = this.calculator.getByRole('button', { name: 'Calculate' });
    this.nextSteps = this.main.getByRole('region', { name: 'Your next steps' });
  }

  async goto() {
    return this.page.goto('/mortgage');
  }

  section(title: string): Locator {
    return this.main.getByRole('region', { name: title });
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.calculator.getByLabel(label).fill(value);
  }
}
