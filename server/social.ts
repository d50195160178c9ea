import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@/lib/forms/auth';
import { serverEnv } from '@/server/env';

/**
 * Social sign-in: the browser goes to the provider's authorization page (the embedded provider's
 * sandbox page here), which returns to `/social_auth/{provider}` with a code and our state.
 */

export function newSocialState(): string {
  return randomBytes(32).toString('base64url');
}

export function authorizeUrl(provider: SocialProvider, state: string): string {
  const { providerPublicUrl, appUrl } = serverEnv();
  const url = new URL(`${providerPublicUrl}/__sandbox/social/${provider}/authorize`);
  url.searchParams.set('redirect_uri', `${appUrl}/social_auth/${provider}`);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Constant-time comparison, so the state cannot be guessed a character at a time. */
export function sameState(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
