import { messages, type MessageKey } from '@/lib/messages';

/**
 * A success toast that survives a full page load: sign-out reloads the page to drop cached private
 * data, which would wipe a toast shown before it. The message is parked in sessionStorage and shown
 * by <LazyToaster/> on the next page.
 */
const STORAGE_KEY = 'naijahomes:flash-toast';

export function queueFlashToast(key: MessageKey): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // Storage can be disabled (private mode); the toast is a courtesy, the sign-out still happens.
  }
}

/** The queued message, removed so it shows once; null when none (or an unknown key) was queued. */
export function takeFlashToast(): string | null {
  try {
    const key = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
    return key !== null && Object.hasOwn(messages, key) ? messages[key as MessageKey] : null;
  } catch {
    return null;
  }
}
