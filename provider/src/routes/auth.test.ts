/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { loadSocialClients } from '../auth/socialOAuth';
import { users } from '../db/schema';
import { FIXTURE_PASSWORD } from '../testing/fixtureSeedData';
import { apiRequest, startTestProvider, TEST_APP_URL, type TestProvider } from '../testing/testProvider';
import { type Refusal } from '../testing/session';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 30_000);
afterAll(() => provider.close());

type Mail = { to: string; subject: string; text: string; links: string[]; sentAt: string };

type SignedIn = { token: { access_token: string; expires_at: string }; userInfo: { userID: number; email: string } };

/** `Body` only types what the test reads back; the assertions check it. */
async function call<Body = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest(method, body, token));
  return { status: response.status, body: (await response.json()) as Body };
}

async function latestMailTo(email: string): Promise<Mail> {
  const mails = (await (await provider.request('/__dev/outbox')).json()) as Mail[];
  const mail = mails.find((candidate) => candidate.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** Every mail to `email`, oldest first. */
async function mailsTo(email: string): Promise<Mail[]> {
  const mails = (await (await provider.request('/__dev/outbox')).json()) as Mail[];
  return mails.filter((candidate) => candidate.to === email).reverse();
}

const queryOf = (link: string) => new URL(link).searchParams;

/** The provider path a confirmation mail's link opens. */
const confirmPathOf = (mail: Mail) => `account/confirm?reference=${encodeURIComponent(queryOf(mail.links[0]!).get('reference')!)}`;

/** The reset-link lookup path of the newest reset mail to `email`. */
async function resetLookupPath(email: string) {
  const params = queryOf((await latestMailTo(email)).links[0]!);
  return `account/passwordReset?token=${encodeURIComponent(params.get('token')!)}&email=${encodeURIComponent(params.get('email')!)}`;
}

describe('registration, confirmation and sign-in', () => {
  const email = 'new.user@example.com';
  const registration = { name: 'New User', email, password: 'secret12', phoneNumber: '08030000000', termsAgreement: true };

  test('register → confirm through the e-mailed link → login → logout → the token is refused', async () => {
    const registered = await call('POST', 'register', registration);
    expect(registered).toEqual({
      status: 201,
      body: { Detail: 'Registration successful. We have sent a confirmation link to your e-mail.' },
    });

    expect(await call('POST', 'login', { email, password: 'secret12' })).toEqual({
      status: 403,
      body: { Detail: 'Please confirm your account; check your e-mail for the link' },
    });

    const [link] = (await latestMailTo(email)).links;
    expect(link).toMatch(new RegExp(`^${TEST_APP_URL}/account/confirm/token\\?reference=`));
    const reference = queryOf(link!).get('reference')!;
    const confirmed = await call('GET', `account/confirm?reference=${encodeURIComponent(reference)}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      Detail: 'Account Verification Successful',
      token: { token_type: 'Bearer' },
      userInfo: { email, name: 'New User', firstName: 'New', lastName: 'User', emailVerified: true, phone: '08030000000' },
    });
    expect((await call('GET', `account/confirm?reference=${encodeURIComponent(reference)}`)).status).toBe(400);

    const login = await call<SignedIn>('POST', 'login', { email: 'NEW.User@example.com', password: 'secret12' });
    expect(login.status).toBe(200);
    const token: string = login.body.token.access_token;
    expect(new Date(login.body.token.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    expect((await call('POST', 'logout', { token }, token)).status).toBe(200);
    expect(await call('POST', 'logout', { token }, token)).toEqual({ status: 401, body: { Detail: 'Unauthenticated' } });
  });

  test('a same-site next path rides along in the confirmation link; anything else is refused', async () => {
    const withNext = { ...registration, email: 'next.user@example.com', next: '/property/7?then=wishlist' };
    expect((await call('POST', 'register', withNext)).status).toBe(201);
    const [link] = (await latestMailTo(withNext.email)).links;
    expect(queryOf(link!).get('next')).toBe('/property/7?then=wishlist');
    expect(queryOf(link!).get('reference')).toBeTruthy();

    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example', 'property/7']) {
      const refused = await call<Refusal>('POST', 'register', { ...withNext, email: 'other.next@example.com', next });
      expect(refused.status).toBe(422);
    }
  });

  test('registering an e-mail that has an account answers the same and e-mails the owner instead', async () => {
    const again = await call<Refusal>('POST', 'register', { ...registration, email: 'owner@example.com' });
    expect(again.status).toBe(201);
    expect(again.body.Detail).toBe('Registration successful. We have sent a confirmation link to your e-mail.');
    expect((await latestMailTo('owner@example.com')).subject).toBe('You already have an account');
    // The existing password still works: a registration attempt changes nothing.
    expect((await call('POST', 'login', { email: 'owner@example.com', password: FIXTURE_PASSWORD })).status).toBe(200);
  });

  test('field errors come back by field with their messages', async () => {
    const result = await call<Refusal>('POST', 'register', { name: '', email: 'not-an-email', password: '123', termsAgreement: false });
    expect(result.status).toBe(422);
    expect(result.body.Detail).toBe('Please review the field errors');
    expect(result.body.ResponseMessage).toEqual({
      name: ['This is required.'],
      email: ['Please enter a valid e-mail address'],
      password: ['Password is too short'],
      phoneNumber: ['This is required.'],
      termsAgreement: ['You must agree to the terms of privacy'],
    });
  });
});

describe('someone who registers another person\'s address first', () => {
  const signUp = (email: string, name: string, password: string, phoneNumber: string) =>
    call('POST', 'register', { name, email, password, phoneNumber, termsAgreement: true });
  const login = (email: string, password: string) => call<SignedIn>('POST', 'login', { email, password });

  test('the owner signs up after them and confirms: the owner\'s password opens the account, theirs does not', async () => {
    const email = 'takeover.victim@example.com';
    expect((await signUp(email, 'Not Victim', 'attacker-pw-1', '08110000000')).status).toBe(201);
    expect((await signUp(email, 'Real Victim', 'victim-pw-1', '08031111111')).status).toBe(201);
    const [attackersMail, victimsMail] = await mailsTo(email);
    expect(victimsMail!.text).toMatch(/^Hello Real,/);

    const confirmed = await call<SignedIn & { userInfo: { name: string; phone: string } }>('GET', confirmPathOf(victimsMail!));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.userInfo).toMatchObject({ name: 'Real Victim', phone: '08031111111' });

    expect(await login(email, 'attacker-pw-1')).toEqual({ status: 400, body: { Detail: 'Invalid email or password' } });
    expect((await login(email, 'victim-pw-1')).status).toBe(200);
    // The sign-up the owner did not confirm is spent with the confirmation: its link sets nothing later.
    expect((await call('GET', confirmPathOf(attackersMail!))).status).toBe(400);
    expect((await login(email, 'attacker-pw-1')).status).toBe(400);
  });

  test('a sign-up made after the owner\'s, while the account waits, cannot replace the password the owner confirms', async () => {
    const email = 'takeover.later@example.com';
    await signUp(email, 'Real Owner', 'owner-pw-1', '08032222222');
    await signUp(email, 'Not Owner', 'attacker-pw-2', '08110000000');
    const [ownersMail, attackersMail] = await mailsTo(email);
    // Before confirming, the newest sign-up is told to confirm; nobody's password opens the account.
    expect((await login(email, 'attacker-pw-2')).status).toBe(403);
    expect((await login(email, 'owner-pw-1')).status).toBe(400);

    expect((await call('GET', confirmPathOf(ownersMail!))).status).toBe(200);
    expect((await call('GET', confirmPathOf(attackersMail!))).status).toBe(400);
    expect((await login(email, 'attacker-pw-2')).status).toBe(400);
    expect((await login(email, 'owner-pw-1')).status).toBe(200);
  });

  test('the owner resets the password of the unconfirmed account: theirs works, and the planted sign-up\'s link sets nothing', async () => {
    const email = 'takeover.reset@example.com';
    await signUp(email, 'Not Owner', 'attacker-pw-3', '08110000000');
    const [attackersMail] = await mailsTo(email);
    expect((await call('POST', 'password/resetByEmail', { email })).status).toBe(200);
    const lookup = await call<SignedIn>('GET', await resetLookupPath(email));
    const change = { password: 'owner-reset-1', password_confirmation: 'owner-reset-1', email, userID: lookup.body.userInfo.userID };
    expect((await call('POST', 'resetPassword', change, lookup.body.token.access_token)).status).toBe(200);

    expect((await call('GET', confirmPathOf(attackersMail!))).status).toBe(400);
    expect((await login(email, 'attacker-pw-3')).status).toBe(400);
    expect((await login(email, 'owner-reset-1')).status).toBe(200);
  });
});

describe('bad credentials', () => {
  test('a wrong password and an unknown e-mail get the identical answer', async () => {
    const wrongPassword = await call('POST', 'login', { email: 'owner@example.com', password: 'wrong-password' });
    const unknownEmail = await call('POST', 'login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrongPassword).toEqual({ status: 400, body: { Detail: 'Invalid email or password' } });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  test('malformed JSON and wrong types are 422, never 500', async () => {
    const malformed = await provider.request('/api/vst/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toEqual({
      Detail: 'Please review the field errors',
      ResponseMessage: { body: ['The request body is not valid JSON'] },
    });
    const wrongTypes = await call<Refusal>('POST', 'login', { email: 42, password: ['x'] });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(wrongTypes.body.ResponseMessage).sort()).toEqual(['email', 'password']);
  });

  test('a made-up bearer token is refused with 401', async () => {
    expect(await call('POST', 'logout', {}, 'made-up-token')).toEqual({ status: 401, body: { Detail: 'Unauthenticated' } });
    expect((await call('POST', 'logout', {})).status).toBe(401);
  });
});

describe('password reset', () => {
  const email = 'buyer@example.com';

  test('the e-mailed link is single use, the new password works and every old token is revoked', async () => {
    const oldToken = (await call<SignedIn>('POST', 'login', { email, password: FIXTURE_PASSWORD })).body.token.access_token;

    const requested = await call('POST', 'password/resetByEmail', { email });
    const unknown = await call('POST', 'password/resetByEmail', { email: 'nobody@example.com' });
    expect(requested.status).toBe(200);
    expect(unknown).toEqual(requested);

    const [link] = (await latestMailTo(email)).links;
    expect(link).toMatch(new RegExp(`^${TEST_APP_URL}/reset_password\\?token=.+&email=`));
    const params = queryOf(link!);
    const lookupPath = `account/passwordReset?token=${encodeURIComponent(params.get('token')!)}&email=${encodeURIComponent(params.get('email')!)}`;
    const lookup = await call<SignedIn>('GET', lookupPath);
    expect(lookup.status).toBe(200);
    expect(lookup.body.userInfo.email).toBe(email);
    expect(await call('GET', lookupPath)).toEqual({ status: 400, body: { Detail: 'Link has expired or invalid' } });

    const resetToken = lookup.body.token.access_token;
    // The reset token opens nothing but resetPassword.
    expect((await call('POST', 'logout', {}, resetToken)).status).toBe(401);
    const change = { password: 'brand-new-1', password_confirmation: 'brand-new-1', email, userID: lookup.body.userInfo.userID };
    const mismatch = await call<Refusal>('POST', 'resetPassword', { ...change, password_confirmation: 'different' }, resetToken);
    expect(mismatch.body.ResponseMessage).toEqual({
      password_confirmation: ["Password doesn't match"],
    });
    expect(await call('POST', 'resetPassword', change, resetToken)).toEqual({ status: 200, body: { Detail: 'Password reset successful' } });

    expect((await call('POST', 'resetPassword', change, resetToken)).status).toBe(401);
    expect((await call('POST', 'logout', {}, oldToken)).status).toBe(401);
    expect((await call('POST', 'login', { email, password: FIXTURE_PASSWORD })).status).toBe(400);
    expect((await call('POST', 'login', { email, password: 'brand-new-1' })).status).toBe(200);
  });

  test('a reset cancels every other reset link of the account, opened or still in the mailbox', async () => {
    const email = 'owner@example.com';
    const resetLink = async () => {
      await call('POST', 'password/resetByEmail', { email });
      const params = queryOf((await latestMailTo(email)).links[0]!);
      return `account/passwordReset?token=${encodeURIComponent(params.get('token')!)}&email=${encodeURIComponent(params.get('email')!)}`;
    };
    const older = await resetLink();
    const openedEarlier = await resetLink();
    const used = await resetLink();
    const openedToken = (await call<SignedIn>('GET', openedEarlier)).body.token.access_token;
    const lookup = await call<SignedIn>('GET', used);
    const change = { password: 'after-reset-1', password_confirmation: 'after-reset-1', email, userID: lookup.body.userInfo.userID };
    expect((await call('POST', 'resetPassword', change, lookup.body.token.access_token)).status).toBe(200);

    expect(await call('GET', older)).toEqual({ status: 400, body: { Detail: 'Link has expired or invalid' } });
    const overwrite = { ...change, password: 'attacker-1', password_confirmation: 'attacker-1' };
    expect((await call('POST', 'resetPassword', overwrite, openedToken)).status).toBe(401);
    expect((await call('POST', 'login', { email, password: 'after-reset-1' })).status).toBe(200);
    // A link asked for after the reset works as usual.
    expect((await call('GET', await resetLink())).status).toBe(200);
  });
});

describe('sandbox social sign-in', () => {
  test('the Authorize button returns a code that cannot be replayed under another provider', async () => {
    const redirectUri = `${TEST_APP_URL}/social_auth/google`;
    const page = await provider.request(
      `/__sandbox/social/google/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=abc`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Authorize');

    const authorized = await provider.request('/__sandbox/social/google/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ redirect_uri: redirectUri, state: 'abc' }).toString(),
    });
    expect(authorized.status).toBe(303);
    const target = new URL(authorized.headers.get('Location')!);
    expect(`${target.origin}${target.pathname}`).toBe(redirectUri);
    expect(target.searchParams.get('state')).toBe('abc');
    const code = target.searchParams.get('code')!;

    // A google code presented as facebook fails, and the failed attempt uses the code up.
    expect((await call('POST', 'login/social', { provider: 'facebook', code })).status).toBe(400);
    expect((await call('POST', 'login/social', { provider: 'google', code })).status).toBe(400);
  });

  test('a fresh code signs in social.google@example.com', async () => {
    const redirectUri = `${TEST_APP_URL}/social_auth/google`;
    const authorized = await provider.request('/__sandbox/social/google/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ redirect_uri: redirectUri, state: 's' }).toString(),
    });
    const code = new URL(authorized.headers.get('Location')!).searchParams.get('code')!;
    const signedIn = await call<SignedIn>('POST', 'login/social', { provider: 'google', code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userInfo).toMatchObject({ email: 'social.google@example.com', emailVerified: true });
  });

  test('redirects outside the web app are refused', async () => {
    for (const uri of ['https://evil.example/cb', `${TEST_APP_URL}.evil.example/cb`]) {
      const page = await provider.request(`/__sandbox/social/google/authorize?redirect_uri=${encodeURIComponent(uri)}&state=s`);
      expect(page.status).toBe(400);
    }
  });
});

describe('social sign-in through Google and Facebook (OAuth)', () => {
  const TOKEN_URL = 'https://idp.test/token';
  const USERINFO_URL = 'https://idp.test/userinfo';
  const ME_URL = 'https://idp.test/me';
  /** The same database behind a provider configured with both networks' clients. */
  const oauthProvider = () =>
    createApp({
      db: provider.db,
      storage: provider.storage,
      jobs: provider.jobs,
      config: {
        ...provider.config,
        social: loadSocialClients({
          GOOGLE_CLIENT_ID: 'g-id',
          GOOGLE_CLIENT_SECRET: 'g-secret',
          GOOGLE_TOKEN_URL: TOKEN_URL,
          GOOGLE_USERINFO_URL: USERINFO_URL,
          FACEBOOK_CLIENT_ID: 'fb-id',
          FACEBOOK_CLIENT_SECRET: 'fb-secret',
          FACEBOOK_TOKEN_URL: TOKEN_URL,
          FACEBOOK_USERINFO_URL: ME_URL,
        }),
      },
    });

  /** The networks' endpoints, answering with `person`; every request is kept for the assertions. */
  function identityProvider(person: Record<string, unknown>, tokenStatus = 200) {
    const requests: { url: URL; body: URLSearchParams; authorization: string | null }[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(String(input));
      requests.push({ url, body: new URLSearchParams(String(init?.body ?? '')), authorization: new Headers(init?.headers).get('Authorization') });
      if (url.href === TOKEN_URL) return Response.json(tokenStatus === 200 ? { access_token: 'idp-token', token_type: 'Bearer' } : { error: 'invalid_grant' }, { status: tokenStatus });
      return Response.json(person);
    });
    return requests;
  }
  afterEach(() => jest.restoreAllMocks());

  async function signIn(body: object) {
    const response = await oauthProvider().request('/api/vst/login/social', apiRequest('POST', body));
    return { status: response.status, body: (await response.json()) as SignedIn };
  }
  const google = { provider: 'google', code: 'g-code', redirect_uri: `${TEST_APP_URL}/social_auth/google`, code_verifier: 'v'.repeat(43) };

  test('Google: the code and PKCE verifier are exchanged, and a new person is registered, confirmed, and signed in', async () => {
    const requests = identityProvider({ sub: '1', email: 'Chioma.New@gmail.test', email_verified: true, given_name: 'Chioma', family_name: 'Okafor' });
    const first = await signIn(google);
    expect(first.status).toBe(200);
    expect(first.body.userInfo).toMatchObject({ email: 'chioma.new@gmail.test', name: 'Chioma Okafor', emailVerified: true });
    expect(Object.fromEntries(requests[0]!.body)).toEqual({
      grant_type: 'authorization_code',
      code: 'g-code',
      redirect_uri: `${TEST_APP_URL}/social_auth/google`,
      client_id: 'g-id',
      client_secret: 'g-secret',
      code_verifier: 'v'.repeat(43),
    });
    expect(requests[1]!.authorization).toBe('Bearer idp-token');
    // The next sign-in finds the same account.
    expect((await signIn(google)).body.userInfo.userID).toBe(first.body.userInfo.userID);
  });

  test('an unconfirmed registration of the address is confirmed, and the password its registrant chose stops working', async () => {
    const email = 'victim@gmail.test';
    await call('POST', 'register', { name: 'Not Victim', email, password: 'planted-1', phoneNumber: '0803', termsAgreement: true });
    identityProvider({ sub: '2', email, email_verified: true, name: 'Real Victim' });
    const owner = await signIn(google);
    expect(owner.status).toBe(200);
    // The registrant's name and phone are not the owner's either.
    expect(owner.body.userInfo).toMatchObject({ name: 'Real Victim', phone: null });
    expect((await call('POST', 'login', { email, password: 'planted-1' })).status).toBe(400);
    // The planted sign-up's link, still in the owner's mailbox, no longer sets its password.
    expect((await call('GET', confirmPathOf(await latestMailTo(email)))).status).toBe(400);
    expect((await call('POST', 'login', { email, password: 'planted-1' })).status).toBe(400);
  });

  test('an account whose password was set before confirmation loses it, and its other sessions, when the owner signs in with Google', async () => {
    // An account from before sign-ups' passwords waited on their links: confirmed with the password
    // chosen by whoever registered the address first, who is signed in with it.
    const email = 'legacy.victim@gmail.test';
    await call('POST', 'register', { name: 'Not Victim', email, password: 'planted-2', phoneNumber: '0803', termsAgreement: true });
    await provider.db
      .update(users)
      .set({ confirmed: true, passwordHash: await hashPassword('planted-2'), passwordPredatesConfirmation: true })
      .where(eq(users.email, email));
    const plantedSession = (await call<SignedIn>('POST', 'login', { email, password: 'planted-2' })).body.token.access_token;
    expect((await call('POST', 'logout', {}, plantedSession)).status).toBe(200);
    const otherSession = (await call<SignedIn>('POST', 'login', { email, password: 'planted-2' })).body.token.access_token;

    identityProvider({ sub: '7', email, email_verified: true, name: 'Real Victim' });
    const owner = await signIn(google);
    expect(owner.status).toBe(200);
    expect((await call('POST', 'login', { email, password: 'planted-2' })).status).toBe(400);
    expect((await call('POST', 'logout', {}, otherSession)).status).toBe(401);
    expect((await call('POST', 'logout', {}, owner.body.token.access_token)).status).toBe(200);
  });

  test('a password the owner set with the mailbox proven survives a Google sign-in, and so do its sessions', async () => {
    const email = 'proven.owner@gmail.test';
    await call('POST', 'register', { name: 'Proven Owner', email, password: 'owner-pw-9', phoneNumber: '0803', termsAgreement: true });
    expect((await call('GET', confirmPathOf(await latestMailTo(email)))).status).toBe(200);
    const session = (await call<SignedIn>('POST', 'login', { email, password: 'owner-pw-9' })).body.token.access_token;

    identityProvider({ sub: '8', email, email_verified: true, name: 'Proven Owner' });
    expect((await signIn(google)).status).toBe(200);
    expect((await call('POST', 'login', { email, password: 'owner-pw-9' })).status).toBe(200);
    expect((await call('POST', 'logout', {}, session)).status).toBe(200);
  });

  test('an unverified Google address, a Facebook account without an e-mail and a refused code all fail', async () => {
    identityProvider({ sub: '3', email: 'unverified@gmail.test', email_verified: false });
    expect((await signIn(google)).status).toBe(400);
    identityProvider({ id: '4', name: 'No Mail' });
    expect((await signIn({ provider: 'facebook', code: 'fb-code', redirect_uri: `${TEST_APP_URL}/social_auth/facebook` })).status).toBe(400);
    identityProvider({ sub: '5', email: 'x@gmail.test', email_verified: true }, 400);
    expect((await signIn(google)).status).toBe(400);
    // Without the callback address there is nothing to exchange.
    expect((await signIn({ provider: 'google', code: 'g-code' })).status).toBe(400);
  });

  test('Facebook: the Graph me call carries the token and its appsecret_proof', async () => {
    const requests = identityProvider({ id: '6', email: 'tunde@facebook.test', first_name: 'Tunde', last_name: 'Bakare' });
    const signedIn = await signIn({ provider: 'facebook', code: 'fb-code', redirect_uri: `${TEST_APP_URL}/social_auth/facebook` });
    expect(signedIn.body.userInfo).toMatchObject({ email: 'tunde@facebook.test', name: 'Tunde Bakare' });
    expect(requests[0]!.body.has('code_verifier')).toBe(false);
    const me = requests[1]!.url;
    expect(me.searchParams.get('fields')).toBe('id,name,email,first_name,last_name');
    expect(me.searchParams.get('access_token')).toBe('idp-token');
    expect(me.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });
});
