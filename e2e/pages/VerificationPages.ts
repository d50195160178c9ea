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
