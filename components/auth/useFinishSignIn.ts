'use client';

import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { safeRedirectTarget } from '@/lib/redirect-target';
import { swrKeys } from '@/lib/swr-keys';
import type { SessionUser } from '@/lib/vst/session';

export type SignedIn = { user: SessionUser; redirectTo: string };

/**
 * After any sign-in (password or social): update the nav's session at once, then leave the auth
 * page without keeping it in history, and refresh so server components see the new cookie.
 */
export function useFinishSignIn() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return async ({ user, redirectTo }: SignedIn) => {
    await mutate(swrKeys.session, { user });
    // The server already checked the target; checking again keeps this hook safe on its own.
    router.replace(safeRedirectTarget(redirectTo));
    router.refresh();
  };
}
