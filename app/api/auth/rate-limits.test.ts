/** @jest-environment node */
import { messages } from '@/lib/messages';
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
import { login, register, requestPasswordReset } from '@/server/vst/auth';
import { POST as forgotPassword } from './forgot-password/route';
import { POST as logIn } from './login/route';
import { POST as registerAccount } from './register/route';

jest.mock('@/server/vst/auth', () => ({ login: jest.fn(), register: jest.fn(), requestPasswordReset: jest.fn() }));
jest.mock('@/server/session', () => ({
  getSession: jest.fn(async () => ({ save: jest.fn(), destroy: jest.fn() })),
  startSession: jest.fn(async (_session: unknown, _token: string, user: object) => user),
}));

const loginMock = jest.mocked(login);
const registerMock = jest.mocked(register);
const resetMock = jest.mocked(requestPasswordReset);
const APP = 'http://localhost:3000';
const context = { params: Promise.resolve({}) };

beforeEach(() => {
  delete (globalThis as { __nhRateLimits?: unknown }).__nhRateLimits;
  jest.clearAllMocks();
});

function post(path: string, body: object, address = '10.0.0.1') {
  return new Request(`${APP}${path}`, {
    method: 'POST',
    headers: { origin: APP, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

const refusedSignIn = { ok: false as const, status: 400, detail: 'Invalid credentials' };
const user = { userID: 1, name: 'Ada', email: 'ada@example.com', serviceProvider: false };
const signedIn = { ok: true as const, status: 200, data: { token: { access_token: 't' }, userInfo: user } };

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect((await response.json()).message).toMatch(/^Too many attempts\. Please wait/);
}

describe('sign-in limits', () => {
  const { perAccount, perClient } = rateLimitPolicies.signIn;

  it('after too many failures for one e-mail, refuses even the right password without asking the provider', async () => {
    loginMock.mockResolvedValue(refusedSignIn);
    for (let i = 0; i < perAccount.limit; i += 1) {
      const response = await logIn(post('/api/auth/login', { email: 'ada@example.com', password: `guess${i}` }, `10.0.0.${i}`), context);
      expect(await response.json()).toEqual({ message: messages.invalidCredentials });
    }
    loginMock.mockResolvedValue(signedIn as never);
    await expectRateLimited(await logIn(post('/api/auth/login', { email: 'ADA@example.com', password: 'right' }, '10.0.9.9'), context));
    expect(loginMock).toHaveBeenCalledTimes(perAccount.limit);
  });

  it('lets at most the limit of a burst of parallel guesses reach the provider, however slow it is', async () => {
    // The provider answers only once every guess has either reached it or been refused: a limit
    // checked before the call and counted after it would let all of them through.
    const guesses = perAccount.limit * 20;
    let settled = 0;
    let answer!: () => void;
    const everyGuessIn = new Promise<void>((resolve) => (answer = resolve));
    const oneMoreIn = () => {
      settled += 1;
      if (settled === guesses) answer();
    };
    loginMock.mockImplementation(async () => {
      oneMoreIn();
      await everyGuessIn;
      return refusedSignIn;
    });
    const statuses = await Promise.all(
      Array.from({ length: guesses }, async (_, i) => {
        const response = await logIn(post('/api/auth/login', { email: 'ada@example.com', password: `guess${i}` }, `10.3.${i >> 8}.${i & 255}`), context);
        if (response.status === 429) oneMoreIn();
        return response.status;
      }),
    );
    expect(loginMock).toHaveBeenCalledTimes(perAccount.limit);
    expect(statuses.filter((status) => status === 400)).toHaveLength(perAccount.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(guesses - perAccount.limit);
  });

  it('gives the count back when the password signs in', async () => {
    loginMock.mockResolvedValue(refusedSignIn);
    for (let i = 0; i < perAccount.limit - 1; i += 1) await logIn(post('/api/auth/login', { email: 'ada@example.com', password: 'x' }), context);
    loginMock.mockResolvedValue(signedIn as never);
    for (let i = 0; i < 3; i += 1) expect((await logIn(post('/api/auth/login', { email: 'ada@example.com', password: 'right' }), context)).status).toBe(200);
    loginMock.mockResolvedValue(refusedSignIn);
    expect((await logIn(post('/api/auth/login', { email: 'ada@example.com', password: 'x' }), context)).status).toBe(400);
    await expectRateLimited(await logIn(post('/api/auth/login', { email: 'ada@example.com', password: 'x' }), context));
  });

  it('keeps the count of a "confirm your account" answer, so polling for the moment of confirmation is limited', async () => {
    // The attack: someone holding an unconfirmed account's password asks again and again, waiting
    // for the answer to change from 403 to a sign-in the moment the account is confirmed.
    loginMock.mockResolvedValue({ ok: false as const, status: 403, detail: 'Please confirm your account' });
    for (let i = 0; i < perAccount.limit; i += 1) {
      expect((await logIn(post('/api/auth/login', { email: 'ada@example.com', password: 'right' }), context)).status).toBe(403);
    }
    loginMock.mockResolvedValue(signedIn as never);
    await expectRateLimited(await logIn(post('/api/auth/login', { email: 'ada@example.com', password: 'right' }), context));
    expect(loginMock).toHaveBeenCalledTimes(perAccount.limit);
  });

  it('keeps the count of an attempt the provider failed to answer', async () => {
    loginMock.mockResolvedValue({ ok: false, status: 504, detail: 'The provider took too long' });
    for (let i = 0; i < perAccount.limit; i += 1) expect((await logIn(post('/api/auth/login', { email: 'ada@example.com', password: 'x' }), context)).status).toBe(504);
    await expectRateLimited(await logIn(post('/api/auth/login', { email: 'ada@example.com', password: 'x' }), context));
  });

  it('answers an unregistered e-mail exactly like a registered one', async () => {
    loginMock.mockResolvedValue(refusedSignIn);
    const answers = [];
    for (const email of ['ada@example.com', 'nobody@example.com']) {
      for (let i = 0; i <= perAccount.limit; i += 1) await logIn(post('/api/auth/login', { email, password: 'x' }, `10.1.${i}.1`), context);
      const response = await logIn(post('/api/auth/login', { email, password: 'x' }, '10.2.0.1'), context);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('refuses one address after too many failures across e-mails', async () => {
    loginMock.mockResolvedValue(refusedSignIn);
    for (let i = 0; i < perClient.limit; i += 1) await logIn(post('/api/auth/login', { email: `u${i}@example.com`, password: 'x' }), context);
    await expectRateLimited(await logIn(post('/api/auth/login', { email: 'fresh@example.com', password: 'x' }), context));
  });

  it('never counts a successful sign-in', async () => {
    loginMock.mockResolvedValue(signedIn as never);
    for (let i = 0; i < perClient.limit + 5; i += 1) {
      expect((await logIn(post('/api/auth/login', { email: 'ada@example.com', password: 'right' }), context)).status).toBe(200);
    }
  });
});

describe('registration and forgot-password limits', () => {
  const registration = { name: 'Ada', password: 'secret1', phoneNumber: '0803', termsAgreement: true };

  it('stops registrations for one e-mail before the provider e-mails it again', async () => {
    registerMock.mockResolvedValue({ ok: true, status: 201, data: { Detail: 'Check your e-mail' } });
    const { limit } = rateLimitPolicies.register.perAccount;
    for (let i = 0; i < limit; i += 1) {
      expect((await registerAccount(post('/api/auth/register', { ...registration, email: 'ada@example.com' }, `10.0.0.${i}`), context)).status).toBe(201);
    }
    await expectRateLimited(await registerAccount(post('/api/auth/register', { ...registration, email: 'ada@example.com' }), context));
    expect(registerMock).toHaveBeenCalledTimes(limit);
  });

  it('stops reset requests for one e-mail, registered or not, with the same words', async () => {
    resetMock.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'If the account exists, a link was sent' } });
    const { limit } = rateLimitPolicies.forgotPassword.perAccount;
    for (let i = 0; i < limit; i += 1) await forgotPassword(post('/api/auth/forgot-password', { email: 'ada@example.com' }, `10.0.0.${i}`), context);
    const refused = await forgotPassword(post('/api/auth/forgot-password', { email: 'ada@example.com' }), context);
    await expectRateLimited(refused);
    expect(resetMock).toHaveBeenCalledTimes(limit);
  });
});
