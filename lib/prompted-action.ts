import type { PendingAction } from './pending-action';

/** How long a sign-in prompt's press stays the visitor's own: the time to sign in, not a day later. */
export const PROMPTED_ACTION_TTL_MS = 30 * 60 * 1000;
const PROMPTED_ACTION_KEY = 'prompted-action';

/**
 * Noted in this tab's sessionStorage when a signed-out visitor's press on an action brings up its
 * sign-in prompt. The `?then=` address alone can come from anywhere (a shared link, a page the browser
 * returns to later, a confirmation link opened in another browser); the dialog reopens after the
 * sign-in only when this tab holds that press, recent, for the same property and action.
 */
export function rememberPromptedAction(storage: Storage, propertyId: number, action: PendingAction, now = Date.now()): void {
  try {
    storage.setItem(PROMPTED_ACTION_KEY, JSON.stringify({ propertyId, action, at: now }));
  } catch {
    // Storage refused (private mode, full): the action then waits for the visitor's press instead.
  }
}

/** Whether this tab holds that press (read once: the note is removed either way). */
export function takePromptedAction(storage: Storage, propertyId: number, action: PendingAction, now = Date.now()): boolean {
  try {
    const noted: unknown = JSON.parse(storage.getItem(PROMPTED_ACTION_KEY) ?? 'null');
    storage.removeItem(PROMPTED_ACTION_KEY);
    if (typeof noted !== 'object' || noted === null) return false;
    const { propertyId: notedProperty, action: notedAction, at } = noted as Record<string, unknown>;
    return notedProperty === propertyId && notedAction === action && typeof at === 'number' && now - at >= 0 && now - at <= PROMPTED_ACTION_TTL_MS;
  } catch {
    return false;
  }
}
