/** @jest-environment node */
import { createHash } from 'node:crypto';
import { pkceChallenge, sameState } from './social';

const ENV_KEYS = ['APP_URL', 'PROVIDER_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_AUTHORIZATION_URL', 'FACEBOOK_CLIENT_ID', 'SOCIAL_SIGN_IN_SANDBOX'];

/** serverEnv() is read once per module copy: each case loads a fresh one over its own environment. */
function socialWith(env: Record<string, string>): typeof import('./social') {
  for (const key of ENV_KEYS) delete process.env[key];
  Object.assign(process.env, { APP_URL: 'https://homes.example', PROVIDER_URL: 'http://127.0.0.1:4010', ...env });
  let loaded!: typeof import('./social');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./social');
  });
  return loaded;
}

afterAll(() => {
  for (const key of ENV_KEYS) delete process.env[key];
});

describe('which networks are offered', () => {
  it('offers none when neither a client id nor the sandbox is configured', () => {
    const social = socialWith({});
    expect(social.socialSignInProviders()).toEqual([]);
    expect(social.startSocialAuthorization('google')).toBeNull();
  });

  it('offers a network with a client id, and every network with the sandbox', () => {
    expect(socialWith({ GOOGLE_CLIENT_ID: 'g-client' }).socialSignInProviders()).toEqual(['google']);
    expect(socialWith({ GOOGLE_CLIENT_ID: ' ', SOCIAL_SIGN_IN_SANDBOX: 'true' }).socialSignInProviders()).toEqual(['facebook', 'google']);
  });
});

describe('startSocialAuthorization', () => {
  it('sends Google the client id, the callback, a fresh state and an S256 PKCE challenge of the verifier it keeps', () => {
    const social = socialWith({ GOOGLE_CLIENT_ID: 'g-client', GOOGLE_AUTHORIZATION_URL: 'http://127.0.0.1:9/authorize' });
    const first = social.startSocialAuthorization('google')!;
    const url = new URL(first.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'g-client',
      redirect_uri: 'https://homes.example/social_auth/google',
      response_type: 'code',
      scope: 'openid email profile',
      state: first.state,
      code_challenge: createHash('sha256').update(first.codeVerifier!).digest('base64url'),
      code_challenge_method: 'S256',
    });
    expect(first.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = social.startSocialAuthorization('google')!;
    expect(second.state).not.toBe(first.state);
    expect(second.codeVerifier).not.toBe(first.codeVerifier);
  });

  it("sends Facebook to its dialog without PKCE, and the sandbox to the provider's page", () => {
    const social = socialWith({ FACEBOOK_CLIENT_ID: 'fb-app', SOCIAL_SIGN_IN_SANDBOX: '1' });
    const facebook = social.startSocialAuthorization('facebook')!;
    const url = new URL(facebook.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v23.0/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe('fb-app');
    expect(url.searchParams.get('scope')).toBe('email,public_profile');
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(facebook.codeVerifier).toBeUndefined();

    const sandbox = new URL(social.startSocialAuthorization('google')!.url);
    expect(`${sandbox.origin}${sandbox.pathname}`).toBe('http://127.0.0.1:4010/__sandbox/social/google/authorize');
    expect(sandbox.searchParams.has('client_id')).toBe(false);
  });
});

describe('helpers', () => {
  it('computes the RFC 7636 example challenge', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('compares states exactly', () => {
    expect(sameState('abc', 'abc')).toBe(true);
    expect(sameState('abc', 'abd')).toBe(false);
    expect(sameState('abc', 'abcd')).toBe(false);
  });
});

describe('socialReturnTarget', () => {
  const social = () => socialWith({ SOCIAL_SIGN_IN_SANDBOX: 'true' });

  it("takes the link's own next, checked", () => {
    expect(social().socialReturnTarget('/dashboard?view=wishlist', 'https://homes.example/login?next=%2Fsell')).toBe('/dashboard?view=wishlist');
    expect(social().socialReturnTarget('//evil.example', null)).toBe('/dashboard');
  });

  it('without one, takes the next of the sign-in page it was followed from, on this site only', () => {
    expect(social().socialReturnTarget(null, 'https://homes.example/login?next=%2Fdashboard%3Fview%3Dwishlist')).toBe('/dashboard?view=wishlist');
    expect(social().socialReturnTarget(null, 'https://evil.example/login?next=%2Fsell')).toBe('/dashboard');
    expect(social().socialReturnTarget(null, 'https://homes.example/login?next=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(social().socialReturnTarget(null, 'https://homes.example/register')).toBe('/dashboard');
    expect(social().socialReturnTarget(null, 'not an address')).toBe('/dashboard');
    expect(social().socialReturnTarget(null, null)).toBe('/dashboard');
  });
});
