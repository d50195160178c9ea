'use client';

import useSWR from 'swr';
import { swrKeys } from '@/lib/swr-keys';
import type { SessionResponse } from '@/lib/vst/session';
import { isSessionResponse } from '@/lib/vst/session-guard';

async function fetchSession(url: string): Promise<SessionResponse> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`Session lookup failed with ${response.status}`);
  const body: unknown = await response.json();
  if (!isSessionResponse(body)) throw new Error('Session lookup gave an unexpected answer');
  return body;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: NonNullable<SessionResponse['user']> }
  | { status: 'signed-out' };

/**
 * Who is signed in, read in the browser so public pages stay cacheable. A failed lookup counts as
 * signed out: the nav then offers 'Log in', which is the safe thing to show.
 */
export function useSession(): SessionState {
  const { data, error, isLoading } = useSWR(swrKeys.session, fetchSession);
  if (data?.user) return { status: 'signed-in', user: data.user };
  if (isLoading && !error) return { status: 'loading' };
  return { status: 'signed-out' };
}
