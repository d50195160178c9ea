import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Events, OAuth2Server } from 'oauth2-mock-server';

/**
 * A site configured for real social sign-in, for e2e/social-oauth.spec.ts. It is started by that journey,
 * not by playwright.config.ts, so no other journey pays for it:
 * - an OAuth 2 / OpenID Connect mock server (oauth2-mock-server) standing in for Google and Facebook:
 *   its `/authorize` returns at once with a code, `/token` checks the PKCE verifier against the
 *   challenge, `/userinfo` answers for Google and `/me` (added here) for Facebook's Graph;
 * - the embedded provider, sandbox off, with both networks' client secrets and endpoints on the mock;
 * - `next start` from the suite's build with both client ids and the mock's authorization page.
 * Ports: E2E_OAUTH_PORT for the site, the next one for the provider, the one after for the mock.
 */
const port = Number(process.env.E2E_OAUTH_PORT ?? 3120);
export const oauthSiteUrl = `http://localhost:${port}`;
const providerUrl = `http://127.0.0.1:${port + 1}`;
const mockUrl = `http://127.0.0.1:${port + 2}`;

export const oauthClients = {
  google: { id: 'e2e-google-client', secret: 'e2e-google-secret' },
  facebook: { id: 'e2e-facebook-app', secret: 'e2e-facebook-secret' },
};

export type OAuthSite = {
  /** Who the mock says signed in, per network. */
  people: { google: Record<string, unknown>; facebook: Record<string, unknown> };
  /** Query strings the browser brought to the authorization page, in order. */
  authorizeRequests: URLSearchParams[];
  /** Bodies the provider posted to the token endpoint, in order. */
  tokenRequests: URLSearchParams[];
  /** The next authorization returns with this state instead of the one it was given. */
  forgeNextState(state: string): void;
  stop(): Promise<void>;
};

export async function startOAuthSite(): Promise<OAuthSite> {
  const mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  const site: Omit<OAuthSite, 'stop'> = {
    people: { google: {}, facebook: {} },
    authorizeRequests: [],
    tokenRequests: [],
    forgeNextState(state) {
      mock.service.once(Events.BeforeAuthorizeRedirect, (redirect) => redirect.url.searchParams.set('state', state));
    },
  };
  mock.service.on(Events.BeforeAuthorizeRedirect, (_redirect, request: IncomingMessage) => {
    site.authorizeRequests.push(new URL(request.url ?? '/', mockUrl).searchParams);
  });
  mock.service.on(Events.BeforeResponse, (_response, request) => {
    site.tokenRequests.push(new URLSearchParams(request.body as Record<string, string>));
  });
  mock.service.on(Events.BeforeUserinfo, (response) => {
    response.body = site.people.google;
  });
  mock.service.addRoute('GET', '/me', (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(site.people.facebook));
  });
  await mock.start(port + 2, '127.0.0.1');

  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await mock.stop();
  };
  const startGroup = (command: string, args: string[], env: Record<string, string>) => {
    // A process group of its own, so stopping it stops what it spawned.
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    children.push(child);
  };
  try {
    startGroup('node_modules/.bin/tsx', ['provider/src/main.ts'], {
      PROVIDER_PORT: String(port + 1),
      PROVIDER_DATA_DIR: 'memory://',
      PROVIDER_SANDBOX: 'false',
      APP_URL: oauthSiteUrl,
      GOOGLE_CLIENT_ID: oauthClients.google.id,
      GOOGLE_CLIENT_SECRET: oauthClients.google.secret,
      GOOGLE_TOKEN_URL: `${mockUrl}/token`,
      GOOGLE_USERINFO_URL: `${mockUrl}/userinfo`,
      FACEBOOK_CLIENT_ID: oauthClients.facebook.id,
      FACEBOOK_CLIENT_SECRET: oauthClients.facebook.secret,
      FACEBOOK_TOKEN_URL: `${mockUrl}/token`,
      FACEBOOK_USERINFO_URL: `${mockUrl}/me`,
    });
    await waitUntilUp(`${providerUrl}/health`, 150_000);
    startGroup('node_modules/.bin/next', ['start', '-p', String(port)], {
      NEXT_TELEMETRY_DISABLED: '1',
      PROVIDER_URL: providerUrl,
      APP_URL: oauthSiteUrl,
      SESSION_SECRET: 'e2e-only-oauth-session-secret-0123456789abcdef',
      COOKIE_SECURE: 'false',
      GOOGLE_CLIENT_ID: oauthClients.google.id,
      GOOGLE_AUTHORIZATION_URL: `${mockUrl}/authorize`,
      FACEBOOK_CLIENT_ID: oauthClients.facebook.id,
      FACEBOOK_AUTHORIZATION_URL: `${mockUrl}/authorize`,
    });
    await waitUntilUp(`${oauthSiteUrl}/terms`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...site, stop };
}

async function waitUntilUp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
