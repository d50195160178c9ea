import type { APIRequestContext, Browser } from '@playwright/test';
import { linkFromNewestMail } from './outbox';

/** The seeded demo accounts (the README lists them). Tests only read them; none changes their password. */
export const demoBuyer = { email: 'buyer@example.com', password: 'password1' };
export const demoOwner = { email: 'owner@example.com', password: 'password1' };
export const demoPro = { email: 'pro@example.com', password: 'password1' };

/** An address no other test or run uses, so journeys stay independent. */
export function uniqueEmail(purpose: string): string {
  return `${purpose}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Registers an account through the BFF, without a page, and returns it with its e-mailed confirmation
 * link (a path). `request` must be a context apart from the page's, so the page's session is untouched.
 */
export async function registerUser(request: APIRequestContext, baseURL: string, purpose: string) {
  const user = { name: 'Chioma Okafor', email: uniqueEmail(purpose), password: 'password1', phoneNumber: '08031234567' };
  const registered = await request.post(`${baseURL}/api/auth/register`, {
    // The BFF refuses unsafe requests from other origins.
    headers: { origin: baseURL },
    data: { ...user, termsAgreement: true },
  });
  if (!registered.ok()) throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
  return { user, confirmLink: await linkFromNewestMail(user.email, '/account/confirm/token') };
}

/** Registers and confirms an account, for journeys that need a user of their own (see registerUser). */
export async function createConfirmedUser(request: APIRequestContext, baseURL: string, purpose: string) {
  const { user, confirmLink } = await registerUser(request, baseURL, purpose);
  const confirmed = await request.post(`${baseURL}/api/auth/confirm`, {
    headers: { origin: baseURL },
    data: { reference: new URL(confirmLink, baseURL).searchParams.get('reference') },
  });
  if (!confirmed.ok()) throw new Error(`confirm answered ${confirmed.status()}: ${await confirmed.text()}`);
  return user;
}

/** Signs `account` in on `request`: a context's own, or a page's, whose pages then share the session. */
export async function logInThrough(request: APIRequestContext, baseURL: string, account: { email: string; password: string }) {
  const login = await request.post(`${baseURL}/api/auth/login`, { headers: { origin: baseURL }, data: { email: account.email, password: account.password } });
  if (!login.ok()) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
}

/** A new confirmed account signed in on a context of its own, on a phone's screen; its pages share the session. */
export async function signedInContext(browser: Browser, baseURL: string, purpose: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const account = await createConfirmedUser(context.request, baseURL, purpose);
  await logInThrough(context.request, baseURL, account);
  return { context, account };
}
