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

