import type { Locator, Page } from '@playwright/test';

/** The property page's "Report this listing" dialog. */
export class ReportDialog {
  readonly dialog: Locator;
  readonly email: Locator;
  readonly details: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Report this listing' });
    this.email = this.dialog.getByLabel('Your e-mail address (we send your reference there)');
    this.details = this.dialog.getByLabel('Details (optional)');
  }

  /** Opens it from the page's actions, once the island knows the session. */
  async open() {
    await this.page.getByRole('group', { name: 'Property actions' }).getByRole('button', { name: 'Report this listing' }).click();
  }

  reason(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async send() {
    await this.dialog.getByRole('button', { name: 'Send report' }).click();
  }

  /** The reference shown once sent. */
  async reference(): Promise<string> {
    const text = (await this.dialog.getByRole('status').textContent()) ?? '';
    return /R-[A-Z2-9]{10}/.exec(text)?.[0] ?? '';
  }
}

/** `/staff`: the queues, hidden listings and the audit log. */
export class StaffConsolePage {
  readonly main: Locator;
  readonly reportGroups: Locator;
  readonly auditLog: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.reportGroups = this.main.getByTestId('report-group');
    this.auditLog = this.main.getByRole('region', { name: 'Audit log' });
  }

  async goto() {
    return this.page.goto('/staff');
  }

  /** A listing's reports in the queue, by its name. */
  group(name: string): Locator {
    return this.reportGroups.filter({ has: this.page.getByRole('heading', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+ reports?$`) }) });
  }

  /** Hides a listing from its reports' group, with the reason the owner reads. */
  async hide(name: string, reason: string) {
    const form = this.main.getByRole('form', { name: `Hide listing: ${name}` });
    await form.getByLabel('Reason (sent to the owner and kept in the audit log)').fill(reason);
    await form.getByRole('button', { name: 'Hide listing' }).click();
  }

  /** A listing held because its photos match another advertiser's, by its name. */
  heldListing(name: string): Locator {
    return this.main.getByTestId('photo-match').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** Publishes a held listing, with the reason kept in the audit log. */
  async publish(name: string, reason: string) {
    const form = this.main.getByRole('form', { name: `Publish listing: ${name}` });
    await form.getByLabel('Reason (kept in the audit log)').fill(reason);
    await form.getByRole('button', { name: 'Publish listing' }).click();
  }
}
