import { FIXTURE_PASSWORD } from './fixtureSeedData';
import { apiRequest, type TestProvider } from './testProvider';

/** Signs a fixture user in and returns their access token. */
export async function signIn(provider: TestProvider, email: string): Promise<string> {
  const response = await provider.request('/api/vst/login', apiRequest('POST', { email, password: FIXTURE_PASSWORD }));
  if (response.status !== 200) throw new Error(`Signing in ${email} answered ${response.status}`);
  return ((await response.json()) as { token: { access_token: string } }).token.access_token;
}

/** The owner and buyer fixture users, signed in, as most route tests need both. */
export async function signInOwnerAndBuyer(provider: TestProvider): Promise<{ owner: string; buyer: string }> {
  const [owner, buyer] = await Promise.all([signIn(provider, 'owner@example.com'), signIn(provider, 'buyer@example.com')]);
  return { owner, buyer };
}

/** The body of a refused request: `Detail`, and `ResponseMessage` by field on a 422. */
export type Refusal = { Detail: string; ResponseMessage: Record<string, string[]> };
