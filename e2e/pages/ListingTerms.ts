import type { Locator, Page } from '@playwright/test';

/** A rent's cost of moving in and a listing's title: on the property page and in the listing form. */
export class ListingTerms {
  /** The property page's "Cost of moving in" section. */
  readonly moveIn: Locator;
  /** Its notice on a Lagos agency or legal fee above the Tenancy Law's limit. */
  readonly limitNotice: Locator;
  /** The property page's "Title" section. */
  readonly title: Locator;
  /** The property page's "Living here": light, water, flooding and the rest. */
  readonly livingHere: Locator;
  /** One fact's line of "Living here", with its visitors' answers. */
  factLine(fact: string): Locator {
    return this.livingHere.locator(`[data-fact="${fact}"]`);
  }

  /** The Agree or Disagree button under a fact, named by its line. */
  answerButton(line: string, answer: 'Agree' | 'Disagree'): Locator {
    return this.livingHere.getByRole('group', { name: `Is this right? ${line}` }).getByRole('button', { name: answer, exact: true });
  }

  async answerFact(line: string, answer: 'Agree' | 'Disagree') {
    await this.answerButton(line, answer).click();
  }

  /** The listing form's fees, and the total under them that follows what the owner types. */
  readonly formFees: Locator;
  readonly formTotal: Locator;
  /** The staff console's queue of listings whose title documents wait for a look. */
  readonly staffQueue: Locator;

  constructor(page: Page) {
    const main = page.getByRole('main');
    this.moveIn = main.getByRole('region', { name: 'Cost of moving in' });
    this.limitNotice = this.moveIn.getByRole('note');
    this.title = main.getByRole('region', { name: 'Title', exact: true });
    this.livingHere = main.getByRole('region', { name: 'Living here' });
    this.formFees = main.getByRole('group', { name: 'Fees on moving in' });
    this.formTotal = main.getByTestId('move-in-total');
    this.staffQueue = main.getByRole('region', { name: 'Title documents to look at' });
  }

  /** In the staff console: marks a listing's title documents seen, with a note for the audit log. */
  async markTitleDocumentsSeen(name: string, note: string) {
    const form = this.staffQueue.getByRole('form', { name: `Mark title documents seen: ${name}` });
    await form.getByLabel('Reason (kept in the audit log)').fill(note);
    await form.getByRole('button', { name: 'Mark title documents seen' }).click();
  }

  /** One fee in the form: its amount and its unit. */
  async fillFee(label: string, value: string, unit: 'Naira (₦)' | '% of the annual rent') {
    await this.formFees.getByLabel(label, { exact: true }).fill(value);
    await this.formFees.getByLabel(`${label} in`, { exact: true }).selectOption({ label: unit });
  }
}
