/**
 * What a visitor was doing on a property page when they were asked to sign in or sign up, carried in
 * the page's address (`/property/7?then=wishlist`) as the `next` of the login, or of the sign-up's
 * confirmation link, so the action completes after the sign-in however long it takes (PropertyActions).
 * A plain same-site path, so every redirect check (lib/redirect-target.ts) applies to it unchanged.
 */
export const pendingActions = ['wishlist', 'buy', 'offer', 'comment'] as const;
export type PendingAction = (typeof pendingActions)[number];

export const PENDING_ACTION_PARAM = 'then';

export function propertyPathWithAction(propertyId: number, action: PendingAction): string {
  return `/property/${propertyId}?${new URLSearchParams({ [PENDING_ACTION_PARAM]: action })}`;
}

/** The pending action a page address names (`location.search`), or null for none or an unknown one. */
export function pendingActionIn(search: string): PendingAction | null {
  const action = new URLSearchParams(search).get(PENDING_ACTION_PARAM);
  return (pendingActions as readonly (string | null)[]).includes(action) ? (action as PendingAction) : null;
}

/**
 * A listing's pending 'Save this search' (components/saved-searches): a fragment rather than `?then=`,
 * because a listing's query selects its cached view and anything else in it is redirected away.
 */
export const SAVE_SEARCH_HASH = '#save-search';

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
