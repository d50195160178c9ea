import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { SocialProvider } from './socialProviders';

/** An OAuth client registered with Google or Facebook: the embedded provider holds the secret. */
export type SocialOAuthClient = { clientId: string; clientSecret: string; tokenUrl: string; userInfoUrl: string };

const ENDPOINTS: Record<SocialProvider, { tokenUrl: string; userInfoUrl: string }> = {
  google: { tokenUrl: 'https://oauth2.googleapis.com/token', userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo' },
  facebook: { tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token', userInfoUrl: 'https://graph.facebook.com/v23.0/me' },
};

const PREFIX: Record<SocialProvider, string> = { google: 'GOOGLE', facebook: 'FACEBOOK' };

/**
 * `GOOGLE_CLIENT_ID`/`GOOGLE_CLIENT_SECRET` (and the FACEBOOK_ pair) turn on the real exchange for that
 * network; `…_TOKEN_URL` and `…_USERINFO_URL` replace its endpoints (tests point them at a mock server).
 * A network with neither id nor secret is left to the sandbox; one with only half of the pair is a mistake.
 */
export function loadSocialClients(environment: Record<string, string | undefined>): Partial<Record<SocialProvider, SocialOAuthClient>> {
  const clients: Partial<Record<SocialProvider, SocialOAuthClient>> = {};
  for (const provider of Object.keys(ENDPOINTS) as SocialProvider[]) {
    const name = (suffix: string) => `${PREFIX[provider]}_${suffix}`;
    const read = (suffix: string) => environment[name(suffix)]?.trim() || undefined;
    const url = (suffix: string, fallback: string) => {
      const value = read(suffix) ?? fallback;
      if (!z.url({ protocol: /^https?$/ }).safeParse(value).success) throw new Error(`Invalid provider environment: ${name(suffix)} must be an http(s) URL`);
      return value;
    };
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) throw new Error(`Invalid provider environment: set both ${name('CLIENT_ID')} and ${name('CLIENT_SECRET')}, or neither`);
    clients[provider] = {
      clientId,
      clientSecret,
      tokenUrl: url('TOKEN_URL', ENDPOINTS[provider].tokenUrl),
      userInfoUrl: url('USERINFO_URL', ENDPOINTS[provider].userInfoUrl),
    };
  }
  return clients;
}

/** What the web app hands over from its callback. */
export type AuthorizationGrant = { code: string; redirectUri: string; codeVerifier?: string };

/** A person as the social network vouches for them. */
export type SocialIdentity = { email: string; firstName: string; lastName: string };

const tokenResponse = z.object({ access_token: z.string().min(1) });
/** OpenID Connect userinfo; an address Google has not verified proves nothing. */
const googleUser = z.object({
  email: z.email(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => value === true || value === 'true'),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
/** Graph `me?fields=id,name,email,first_name,last_name`; Facebook returns only a confirmed e-mail, and none when the person has none. */
const facebookUser = z.object({
  id: z.string(),
  email: z.email().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  name: z.string().optional(),
});

const TIMEOUT_MS = 10_000;

/** Why an exchange failed, for the provider's log; the user is told only that sign-in failed. */
export class SocialExchangeError extends Error {}

/** A JSON answer, or a SocialExchangeError saying why not (unreachable, slow, refused, not JSON). */
async function fetchJson(what: string, url: string | URL, init: RequestInit = {}): Promise<unknown> {
  try {
    const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new SocialExchangeError(`${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return await response.json();
  } catch (error) {
    if (error instanceof SocialExchangeError) throw error;
    throw new SocialExchangeError(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Exchanges the authorization code at the network's token endpoint (with the PKCE verifier when the
 * web app used one) and reads who signed in: Google's userinfo, Facebook's Graph `me`.
 */
export async function exchangeSocialCode(provider: SocialProvider, client: SocialOAuthClient, grant: AuthorizationGrant): Promise<SocialIdentity> {
  const tokenRequest = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  if (grant.codeVerifier) tokenRequest.set('code_verifier', grant.codeVerifier);
  const tokenAnswer = await fetchJson(`${provider} token endpoint`, client.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: tokenRequest,
  });
  const token = tokenResponse.safeParse(tokenAnswer);
  if (!token.success) throw new SocialExchangeError(`${provider} token endpoint answered without an access_token`);
  const accessToken = token.data.access_token;

  if (provider === 'google') {
    const user = googleUser.safeParse(await fetchJson('google userinfo', client.userInfoUrl, { headers: { Authorization: `Bearer ${accessToken}` } }));
    if (!user.success || !user.data.email_verified) throw new SocialExchangeError('google userinfo has no verified e-mail');
    return identity(user.data.email, user.data.given_name, user.data.family_name, user.data.name);
  }

  const me = new URL(client.userInfoUrl);
  me.searchParams.set('fields', 'id,name,email,first_name,last_name');
  me.searchParams.set('access_token', accessToken);
  // Graph's proof that the call comes from the app's server, not from a stolen token alone.
  me.searchParams.set('appsecret_proof', createHmac('sha256', client.clientSecret).update(accessToken).digest('hex'));
  const user = facebookUser.safeParse(await fetchJson('facebook me', me));
  if (!user.success || !user.data.email) throw new SocialExchangeError('facebook me has no e-mail');
  return identity(user.data.email, user.data.first_name, user.data.last_name, user.data.name);
}

function identity(email: string, firstName: string | undefined, lastName: string | undefined, name: string | undefined): SocialIdentity {
  const [first = email.split('@')[0]!, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { email: email.toLowerCase(), firstName: firstName?.trim() || first, lastName: lastName?.trim() ?? rest.join(' ') };
}
