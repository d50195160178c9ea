'use client';

import { reloadTo } from '@/components/layout/reloadTo';
import { setSessionUser } from '@/components/layout/useSession';
import { safeRedirectTarget } from '@/lib/redirect-target';
import type { SessionUser } from '@/lib/vst/session';

export type SignedIn = { user: SessionUser; redirectTo: string };

/**
 * After any sign-in (password or social): update the nav's session at once, then leave the auth
 * page without keeping it in history. A full load, not a client navigation: the router may still
 * hold the redirect to /login it was given for the target while signed out, and would replay it.
 */
export function useFinishSignIn() {
  return async ({ user, redirectTo }: SignedIn) => {
    setSessionUser(user);
    // The server already checked the target; checking again keeps this hook safe on its own.
    reloadTo(safeRedirectTarget(redirectTo), { replace: true });
  };
}
