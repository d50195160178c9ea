import { FIXTURE_PASSWORD } from './fixtureSeedData';
import { apiRequest, type TestProvider } from './testProvider';

/** Signs a fixture user in and returns their access token. */
export async function signIn(provider: TestProvider, email: string): Promise<string> {
  const response = await provider.request('/api/vst/login', apiRequest('POST', { email, password: FIXTURE_PASSWORD }));
  if (response.status !== 200) throw new Error(`Signing in ${email} answered ${response.status}`);
  return ((await response.json()) as { token: { access_token: string } }).token.access_token;
}
