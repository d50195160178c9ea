'use client';

import { useRouter } from 'next/navigation';
import { safeRedirectTarget } from '@/lib/redirect-target';
import type { SessionUser } from '@/lib/vst/session';
import { setSessionUser } from '@/components/layout/useSession';

export type SignedIn = { user: SessionUser; redirectTo: string };

/**
 * After any sign-in (password or social): update the nav's session at once, then leave the auth
 * page without keeping it in history, and refresh so server components see the new cookie.
 */
export function useFinishSignIn() {
  const router = useRouter();
  return async ({ user, redirectTo }: SignedIn) => {
    setSessionUser(user);
    // The server already checked the target; checking again keeps this hook safe on its own.
    router.replace(safeRedirectTarget(redirectTo));
    router.refresh();
  };
}
