import { expect, type Locator, type Page } from '@playwright/test';

/** A listing page's 'Save this search' button and the dialog it opens (sign-in prompt or save form). */
export class SaveSearchDialog {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly name: Locator;
  readonly confirmation: Locator;

  constructor(private readonly page: Page) {
    this.button = page.getByRole('main').getByRole('button', { name: 'Save this search' });
    this.dialog = page.getByRole('dialog', { name: 'Save this search' });
    this.name = this.dialog.getByLabel('Name of the search');
    this.confirmation = this.dialog.getByRole('status').filter({ hasText: 'is saved' });
  }

  async open() {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  /** The in-place login of a visitor. */
  async logIn(email: string, password: string) {
    await this.dialog.getByRole('button', { name: 'Log in' }).click();
    await this.dialog.getByLabel('E-mail address').fill(email);
    await this.dialog.getByLabel('Password').fill(password);
    await this.dialog.getByRole('button', { name: 'Log in' }).click();
  }

  frequency(label: 'As soon as one is listed' | 'Once a day'): Locator {
    return this.dialog.getByRole('radio', { name: label });
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(this.confirmation).toBeVisible();
  }
}

type AlertChoice = 'As soon as one is listed' | 'Once a day' | 'Off';

/** The dashboard's Saved Searches tab (`/dashboard?view=searches`). */
export class SavedSearchesTab {
  readonly section: Locator;
  readonly empty: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('main').getByRole('region', { name: 'Saved Searches' });
    this.empty = this.section.getByText('You have no saved searches yet.');
  }

  async goto() {
    await this.page.goto('/dashboard?view=searches');
    await expect(this.section).toBeVisible();
  }

  search(name: string): Locator {
    return this.section.getByRole('article', { name, exact: true });
  }

  /** A search's filters in words (its description list's value). */
  filters(name: string): Locator {
    return this.search(name).getByRole('definition');
  }

  alerts(name: string, choice: AlertChoice): Locator {
    return this.search(name).getByRole('group', { name: `E-mail alerts for ${name}` }).getByRole('radio', { name: choice });
  }

  /** Chooses the alerts and waits until the provider confirmed them. */
  async chooseAlerts(name: string, choice: AlertChoice) {
    await this.alerts(name, choice).check();
    await expect(this.search(name).getByRole('status')).toHaveText(choice === 'Off' ? `Alerts for "${name}" are off` : `Alerts for "${name}": ${choice.toLowerCase()}`);
  }

  async rename(name: string, newName: string) {
    await this.search(name).getByRole('button', { name: `Rename ${name}` }).click();
    await this.search(name).getByLabel(`New name for ${name}`).fill(newName);
    await this.search(name).getByRole('button', { name: 'Save name' }).click();
    await expect(this.search(newName)).toBeVisible();
  }

  open(name: string): Locator {
    return this.search(name).getByRole('link', { name: `Open the search ${name}` });
  }

  /** Opens the confirmation a delete asks for, and returns it. */
  async askToDelete(name: string): Promise<Locator> {
    await this.search(name).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete this saved search?' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/** `/alerts/unsubscribe?token=…`, the link of an alert e-mail. */
export class UnsubscribePage {
  readonly heading: Locator;
  readonly button: Locator;
  readonly outcome: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Stop e-mail alerts' });
    this.button = main.getByRole('button', { name: 'Stop these e-mails' });
    this.outcome = main.getByRole('status').or(main.getByRole('alert'));
  }
}
