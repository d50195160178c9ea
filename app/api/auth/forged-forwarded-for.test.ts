/** @jest-environment node */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { POST as logIn } from './login/route';
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
import { login } from '@/server/vst/auth';
import { appendSocketAddress } from '@/server/http/socket-address';

jest.mock('@/server/vst/auth', () => ({ login: jest.fn() }));
jest.mock('@/server/session', () => ({ getSession: jest.fn(async () => ({ save: jest.fn(), destroy: jest.fn() })) }));

const APP = 'http://localhost:3000';

/** A sign-in guess from one machine (203.0.113.7) claiming a new address each time, as the app receives it. */
function guess(attempt: number) {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: '203.0.113.7' });
  const incoming = new IncomingMessage(socket);
  incoming.headers = { 'x-forwarded-for': `198.51.100.${attempt % 250}` };
  appendSocketAddress(incoming);
  return new Request(`${APP}/api/auth/login`, {
    method: 'POST',
    headers: { origin: APP, 'content-type': 'application/json', 'x-forwarded-for': String(incoming.headers['x-forwarded-for']) },
    body: JSON.stringify({ email: `victim${attempt}@example.com`, password: `guess${attempt}` }),
  });
}

test('a forged X-Forwarded-For does not reset the sign-in limit (no proxy configured)', async () => {
  delete (globalThis as { __nhRateLimits?: unknown }).__nhRateLimits;
  jest.mocked(login).mockResolvedValue({ ok: false, status: 400, detail: 'Invalid credentials' } as never);
  const { limit } = rateLimitPolicies.signIn.perClient;
  for (let attempt = 0; attempt < limit; attempt += 1) {
    expect((await logIn(guess(attempt), { params: Promise.resolve({}) })).status).not.toBe(429);
  }
  expect((await logIn(guess(limit), { params: Promise.resolve({}) })).status).toBe(429);
  expect(login).toHaveBeenCalledTimes(limit);
});
