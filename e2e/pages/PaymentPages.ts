import type { Locator, Page } from '@playwright/test';

/** The paid flows' pages: plans, the payment method step, the gateway callback and the background documents. */
export class PaymentPages {
  readonly main: Locator;
  readonly continueButton: Locator;
  readonly amount: Locator;
  /** Alerts inside main (Next's route announcer is an alert too). */
  readonly alert: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.continueButton = this.main.getByRole('button', { name: 'CONTINUE' });
    this.amount = this.main.getByTestId('payment-amount');
    this.alert = this.main.getByRole('alert');
  }

  /** CHOOSE PLAN on the card of the plan with this title. */
  async choosePlan(title: string) {
    await this.main.getByRole('article', { name: title }).getByRole('link', { name: 'CHOOSE PLAN' }).click();
    await this.page.waitForURL(/\/payment\?/);
  }

  /** Chooses a gateway and presses CONTINUE; the browser leaves for the gateway's page (the sandbox's unless told). */
  async payWith(gateway: 'Paystack' | 'Flutterwave', checkout: RegExp = /\/__sandbox\/gateways\//) {
    await this.main.getByRole('radio', { name: gateway }).check();
    await this.continueButton.click();
    await this.page.waitForURL(checkout);
  }

  document(name: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: name });
  }
}
