import type { Locator, Page } from '@playwright/test';

/** The dashboard's My Profile tab (`/dashboard?view=profile`). */
export class ProfileTab {
  readonly main: Locator;
  readonly card: Locator;
  readonly editButton: Locator;
  readonly dialog: Locator;
  readonly saveButton: Locator;
  readonly notifications: Locator;
  readonly savedStatus: Locator;
  readonly deleteButton: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.card = this.main.getByRole('region').filter({ has: page.getByRole('button', { name: 'Edit profile' }) });
    this.editButton = this.main.getByRole('button', { name: 'Edit profile' });
    this.dialog = page.getByRole('dialog');
    this.saveButton = this.dialog.getByRole('button', { name: 'Save changes' });
    this.notifications = this.main.getByRole('region', { name: 'Notification settings' });
    this.savedStatus = this.notifications.getByRole('status');
    this.deleteButton = this.main.getByRole('button', { name: 'Delete my account', exact: true });
  }

  async goto() {
    await this.page.goto('/dashboard?view=profile');
  }

  /** A control of the edit dialog by its label. */
  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  photo(name: string): Locator {
    return this.card.getByRole('img', { name: `Profile photo of ${name}` });
  }

  photoInput(): Locator {
    return this.card.getByLabel('Change photo');
  }

  frequency(label: 'In real time' | 'Once a day' | 'None'): Locator {
    return this.notifications.getByRole('radio', { name: label });
  }

  flag(label: string): Locator {
    return this.notifications.getByRole('switch', { name: label });
  }
}
