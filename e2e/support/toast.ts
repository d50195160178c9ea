import type { Locator, Page } from '@playwright/test';

/** A sonner toast showing `text` (toasts sit outside main, in the layout's toaster). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
