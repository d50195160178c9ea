import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The embedded provider, straight (playwright.config.ts sets its address). */
export function providerUrl(path: string): string {
  const base = process.env.E2E_PROVIDER_URL;
  if (!base) throw new Error('E2E_PROVIDER_URL is not set: run the journeys through playwright.config.ts');
  return `${base}${path}`;
}

/** Presses a button on the provider's sandbox checkout and waits to be back on the web app's callback. */
export async function decideAtGateway(page: Page, decision: 'Approve payment' | 'Decline payment'): Promise<URL> {
  await expect(page).toHaveURL(/\/__sandbox\/gateways\/(paystack|flutterwave)\/checkout\//);
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL('**/payments/callback?**');
  return new URL(page.url());
}

/** A provider token for an account, to check what the provider recorded (not what the page claims). */
export async function providerToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post(providerUrl('/api/vst/login'), { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: { access_token: string } }).token.access_token;
}

type Subscription = { subscriptionID: number; kind: string; views_remaining: number | null; active: boolean };

/** The account's subscriptions as the provider holds them. */
export async function subscriptionsOf(request: APIRequestContext, token: string): Promise<Subscription[]> {
  const response = await request.get(providerUrl('/api/vst/payments/mySubscriptions'), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { subscriptions: Subscription[] }).subscriptions;
}

/** The ids in both featured lists (buy and rent), where a paid promotion shows first. */
export async function featuredPropertyIds(request: APIRequestContext): Promise<number[]> {
  const lists = await Promise.all(
    ['BUY', 'RENT'].map(async (type) => {
      const response = await request.get(providerUrl(`/api/vst/params/filterProperties?transaction_type=${type}`));
      return ((await response.json()) as { featured_properties: { data: { id: number }[] } }).featured_properties.data;
    }),
  );
  return lists.flat().map((card) => card.id);
}
