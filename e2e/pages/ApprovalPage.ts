import type { Locator, Page } from '@playwright/test';

/** `/get-approval`: the step indicator, the current step's question, controls and buttons. */
export class ApprovalPage {
  readonly main: Locator;
  readonly wizard: Locator;
  readonly indicator: Locator;
  readonly question: Locator;
  readonly continueButton: Locator;
  readonly back: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.wizard = this.main.getByTestId('approval-wizard');
    this.indicator = this.main.getByRole('list', { name: 'Progress' });
    this.question = this.wizard.getByRole('heading', { level: 2 });
    this.continueButton = this.wizard.getByRole('button', { name: 'Continue' });
    this.back = this.wizard.getByRole('button', { name: 'Back' });
    this.submit = this.wizard.getByRole('button', { name: 'Submit' });
  }

  /** Opens the wizard and waits until its saved progress has been read. */
  async goto() {
    await this.page.goto('/get-approval');
    await this.ready();
  }

  async ready() {
    await this.wizard.and(this.page.locator('[data-ready]')).waitFor();
  }

  loanTab(name: string): Locator {
    return this.wizard.getByRole('tab', { name });
  }

  homeType(name: string): Locator {
    return this.wizard.getByRole('button', { name, exact: true });
  }

  currentStage(): Locator {
    return this.indicator.locator('[aria-current="step"]');
  }

  slider(name: string): Locator {
    return this.wizard.getByRole('slider', { name });
  }

  /** The values shown beside the sliders, in order. */
  shownValues(): Locator {
    return this.wizard.locator('output');
  }

  /** A text box by its label (getByLabel would also match the step's form, named by its question). */
  field(label: string): Locator {
    return this.wizard.getByRole('textbox', { name: label, exact: true });
  }

  /** The step's validation message. */
  message(text: string): Locator {
    return this.wizard.getByText(text, { exact: true });
  }
}
