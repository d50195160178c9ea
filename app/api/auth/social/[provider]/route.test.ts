/** @jest-environment node */
import { messages } from '@/lib/messages';
import { getSession } from '@/server/session';
import { socialLogin } from '@/server/vst/auth';
import { POST as completeSocialSignIn } from './route';

jest.mock('@/server/vst/auth', () => ({ socialLogin: jest.fn() }));
jest.mock('@/server/session', () => ({
  getSession: jest.fn(),
  startSession: jest.fn(async (_session: unknown, _token: string, user: object) => user),
}));

const APP = 'http://localhost:3000';
const user = { userID: 7, name: 'Ada Obi', email: 'ada@gmail.test', serviceProvider: false };
const socialLoginMock = jest.mocked(socialLogin);
const getSessionMock = jest.mocked(getSession);

/** A session as the start route left it: the state, the PKCE verifier and where to go. */
function sessionStarted(provider: 'google' | 'facebook', codeVerifier?: string) {
  const session = { socialState: { state: 'the-state', provider, next: '/dashboard?view=wishlist', codeVerifier }, save: jest.fn() };
  getSessionMock.mockResolvedValue(session as never);
  return session;
}

const callback = (provider: string, body: object) =>
  completeSocialSignIn(
    new Request(`${APP}/api/auth/social/${provider}`, { method: 'POST', headers: { origin: APP, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    { params: Promise.resolve({ provider }) },
  );

beforeEach(() => {
  jest.clearAllMocks();
  socialLoginMock.mockResolvedValue({ ok: true, status: 200, data: { token: { access_token: 't' }, userInfo: user } } as never);
});

it('hands the code, the callback address and the PKCE verifier to the provider once the state matches', async () => {
  const session = sessionStarted('google', 'the-verifier');
  const response = await callback('google', { code: 'the-code', state: 'the-state' });
  expect(await response.json()).toEqual({ user, redirectTo: '/dashboard?view=wishlist' });
  expect(socialLoginMock).toHaveBeenCalledWith({
    provider: 'google',
    code: 'the-code',
    redirect_uri: `${APP}/social_auth/google`,
    code_verifier: 'the-verifier',
  });
  expect(session.socialState).toBeUndefined();
});

it.each([
  ['a forged state', 'google', { code: 'the-code', state: 'forged-state' }],
  ['a state started for another network', 'facebook', { code: 'the-code', state: 'the-state' }],
])('refuses %s without asking the provider, and the state is gone for a retry', async (_case, provider, body) => {
  const session = sessionStarted('google', 'the-verifier');
  const response = await callback(provider, body);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message: messages.socialSignInFailed });
  expect(socialLoginMock).not.toHaveBeenCalled();
  expect(session.socialState).toBeUndefined();
  expect(session.save).toHaveBeenCalled();
});

it('refuses a callback in a browser that never started sign-in (a code planted by someone else)', async () => {
  getSessionMock.mockResolvedValue({ save: jest.fn() } as never);
  expect((await callback('google', { code: 'attackers-code', state: 'attackers-state' })).status).toBe(400);
  expect(socialLoginMock).not.toHaveBeenCalled();
});
