'use client';

import { useRouter } from 'next/navigation';
import { reloadTo } from '@/components/layout/reloadTo';
import { setSessionUser } from '@/components/layout/useSession';
import { safeRedirectTarget } from '@/lib/redirect-target';
import type { SessionUser } from '@/lib/vst/session';

export type SignedIn = { user: SessionUser; redirectTo: string };

/**
 * After any sign-in (password or social): update the nav's session at once. Signing in on the page
 * itself (the property page's dialogs) stays there, so the dialog goes on with the user's action.
 * Anywhere else, leave the auth page without keeping it in history, by a full load: the client router
 * may still hold the redirect to /login it was given for the target while signed out, and would replay it.
 */
export function useFinishSignIn() {
  const router = useRouter();
  return async ({ user, redirectTo }: SignedIn) => {
    setSessionUser(user);
    // The server already checked the target; checking again keeps this hook safe on its own.
    const target = safeRedirectTarget(redirectTo);
    if (target === `${window.location.pathname}${window.location.search}`) router.refresh();
    else reloadTo(target, { replace: true });
  };
}
