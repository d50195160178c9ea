'use client';

import { useSyncExternalStore } from 'react';
import { hintedUserId } from '@/lib/session-hint';
import { swrKeys } from '@/lib/swr-keys';
import type { SessionResponse, SessionUser } from '@/lib/vst/session';
import { isSessionResponse } from '@/lib/vst/session-guard';

/**
 * 'loading' only on the server and while the page hydrates. Signed in, `user` is null while only the
 * signed-in hint (lib/session-hint.ts) says so, until the session route answers.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; userID: number; user: SessionUser | null }
  | { status: 'signed-out' };

/**
 * Who is signed in, read in the browser so public pages stay cacheable. The nav on every page uses
 * it, so it is a small store of its own rather than SWR, which would weigh on every first load.
 * It starts from the signed-in hint cookie, so the nav and the property actions are right and usable
 * without waiting for the session route, which then confirms the hint or corrects a stale one.
 * A failed lookup counts as signed out: the nav then offers 'Log in', which is the safe thing to show.
 * The answer is looked up again when the window regains focus (a sign-out in another tab shows) and
 * when the browser restores the page from its back/forward cache (a sign-in since it was left shows).
 */
const LOADING: SessionState = { status: 'loading' };
let current: SessionState = LOADING;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  current = next;
  for (const listener of listeners) listener();
}

const SIGNED_OUT: SessionState = { status: 'signed-out' };

const stateOf = (user: SessionUser | null): SessionState =>
  user ? { status: 'signed-in', userID: user.userID, user } : SIGNED_OUT;

function hintedState(): SessionState {
  const userID = hintedUserId(document.cookie);
  return userID === null ? SIGNED_OUT : { status: 'signed-in', userID, user: null };
}

async function fetchSession(): Promise<SessionResponse> {
  const response = await fetch(swrKeys.session, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`Session lookup failed with ${response.status}`);
  const body: unknown = await response.json();
  if (!isSessionResponse(body)) throw new Error('Session lookup gave an unexpected answer');
  return body;
}

async function lookUp() {
  try {
    publish(stateOf((await fetchSession()).user));
  } catch {
    publish(stateOf(null));
  }
}

function lookUpOnRestore(event: PageTransitionEvent) {
  if (event.persisted) void lookUp();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    // The first reader on this page: start from the hint and look the session up afresh.
    current = hintedState();
    void lookUp();
    window.addEventListener('focus', lookUp);
    window.addEventListener('pageshow', lookUpOnRestore);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', lookUp);
      window.removeEventListener('pageshow', lookUpOnRestore);
    }
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => current, () => LOADING);
}

/** After the server changed the signed-in user (e.g. they became a professional): ask again. */
export function refreshSession(): Promise<void> {
  return lookUp();
}

/** After a sign-in or sign-out: every reader shows the new state at once, without asking the server. */
export function setSessionUser(user: SessionUser | null) {
  publish(stateOf(user));
}
