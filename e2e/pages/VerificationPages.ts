import type { Locator, Page } from '@playwright/test';

/** The dashboard's "Get verified" panel, in the profile tab (`/dashboard?view=profile`). */
export class VerificationPanel {
  readonly panel: Locator;
  readonly phone: Locator;
  readonly sendCode: Locator;
  readonly code: Locator;
  readonly confirmCode: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Get verified' });
    this.phone = this.panel.getByLabel('Mobile number');
    this.sendCode = this.panel.getByRole('button', { name: 'Send code' });
    this.code = this.panel.getByLabel('Code from the text message');
    this.confirmCode = this.panel.getByRole('button', { name: 'Confirm code' });
    this.submit = this.panel.getByRole('button', { name: 'Ask to be verified' });
  }

  async goto() {
    await this.page.goto('/dashboard?view=profile');
  }

  kind(label: 'An owner (my own properties)' | 'An agent (a registered company)'): Locator {
    return this.panel.getByRole('radio', { name: label });
  }
}

/** The staff console's verification queue (`/staff`). */
export class VerificationQueue {
  readonly queue: Locator;

  constructor(private readonly page: Page) {
    this.queue = page.getByRole('region', { name: 'Verification requests' });
  }

  async goto() {
    await this.page.goto('/staff');
  }

  /** The request of the member with this e-mail address. */
  request(email: string): Locator {
    return this.queue.getByTestId('verification-request').filter({ hasText: email });
  }

  approve(email: string): Locator {
    return this.request(email).getByRole('button', { name: /^Approve/ });
  }

  refuseReason(email: string): Locator {
    return this.request(email).getByLabel('Reason for refusing (sent to the member)');
  }

  refuse(email: string): Locator {
    return this.request(email).getByRole('button', { name: /^Refuse/ });
  }
}

/** The staff console's verified members (`/staff`), each with a form to revoke the badge. */
export class VerifiedMembers {
  readonly list: Locator;

  constructor(page: Page) {
    this.list = page.getByRole('region', { name: 'Verified members' });
  }

  member(email: string): Locator {
    return this.list.getByTestId('verified-member').filter({ hasText: email });
  }

  revokeReason(email: string): Locator {
    return this.member(email).getByLabel('Reason for revoking (sent to the member)');
  }

  revoke(email: string): Locator {
    return this.member(email).getByRole('button', { name: /^Revoke/ });
  }
}

/** The letter of authority: the advertiser's panel on a listing's edit page, and the staff console's queue of letters. */
export class AuthorityLetterPages {
  readonly panel: Locator;
  readonly queue: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.panel = main.getByRole('region', { name: "The owner's authority" });
    this.queue = main.getByRole('region', { name: 'Letters of authority' });
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.panel.getByLabel('Letter of authority').setInputFiles(file);
    await this.panel.getByRole('button', { name: 'Send the letter' }).click();
  }

  /** The queue's entry of a listing, by its name. */
  letter(listingName: string): Locator {
    return this.queue.getByTestId('authority-letter').filter({ hasText: listingName });
  }

  async markSeen(listingName: string, reason: string) {
    const form = this.page.getByRole('form', { name: `Mark the letter seen: ${listingName}` });
    await form.getByLabel('Reason (kept in the audit log)').fill(reason);
    await form.getByRole('button', { name: 'Mark the letter seen' }).click();
  }
}
