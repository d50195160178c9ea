import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { socialProviders, type SocialProvider } from '@/lib/forms/auth';
import { safeRedirectTarget } from '@/lib/redirect-target';
import { serverEnv } from '@/server/env';

/**
 * Social sign-in: the browser goes to the network's authorization page (Google's or Facebook's own when
 * its client id is set, else the embedded provider's sandbox page), which returns to
 * `/social_auth/{provider}` with a code and our state; the provider exchanges the code.
 */

/** The networks whose buttons are shown, in the page's order; none when nothing is configured. */
export function socialSignInProviders(): SocialProvider[] {
  const routes = serverEnv().socialSignIn;
  return socialProviders.filter((provider) => routes[provider] !== undefined);
}

/**
 * Where a social sign-in returns to: the start link's `next`, else the `next` of the page the link was
 * followed from (its Referer, this site's pages only). The sign-in pages are cached for every `?next=`
 * and add it to the link in the browser; a link followed before their script ran has only the Referer.
 * Checked like every return address, so a Referer can name nothing a link could not.
 */
export function socialReturnTarget(linkNext: string | null, referer: string | null): string {
  if (linkNext) return safeRedirectTarget(linkNext);
  const page = referer && URL.canParse(referer) ? new URL(referer) : null;
  const ownPage = page?.origin === new URL(serverEnv().appUrl).origin;
  return safeRedirectTarget(ownPage ? page.searchParams.get('next') : null);
}

/** Where the browser goes, and the secrets kept in the session until it comes back. */
export type SocialAuthorization = { url: string; state: string; codeVerifier?: string };

/** What the app asks each network for: who the person is and their e-mail address. */
const SCOPES: Record<SocialProvider, string> = { google: 'openid email profile', facebook: 'email,public_profile' };

/** The callback address, the same in the authorization request and in the code exchange. */
export const socialRedirectUri = (provider: SocialProvider) => `${serverEnv().appUrl}/social_auth/${provider}`;

/** 256 random bits, URL-safe: a state, or a PKCE verifier (43 characters, within RFC 7636's 43–128). */
const randomSecret = () => randomBytes(32).toString('base64url');

/** PKCE S256: the page sees only this hash; the verifier goes to the token endpoint with the code. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** A fresh start of sign-in with `provider`, or null when that network is not offered. */
export function startSocialAuthorization(provider: SocialProvider): SocialAuthorization | null {
  const { socialSignIn, providerPublicUrl } = serverEnv();
  const route = socialSignIn[provider];
  if (!route) return null;
  const state = randomSecret();
  const url = new URL(route.kind === 'oauth' ? route.authorizationUrl : `${providerPublicUrl}/__sandbox/social/${provider}/authorize`);
  url.searchParams.set('redirect_uri', socialRedirectUri(provider));
  url.searchParams.set('state', state);
  if (route.kind === 'sandbox') return { url: url.toString(), state };

  url.searchParams.set('client_id', route.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', SCOPES[provider]);
  // Google gets PKCE: a code caught on its way back is useless without the verifier in our session.
  if (provider !== 'google') return { url: url.toString(), state };
  const codeVerifier = randomSecret();
  url.searchParams.set('code_challenge', pkceChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.toString(), state, codeVerifier };
}

/** Constant-time comparison, so the state cannot be guessed a character at a time. */
export function sameState(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
