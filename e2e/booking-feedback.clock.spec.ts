import { expect, test, type APIRequestContext } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { createConfirmedUser } from './support/accounts';
import { seriousViolations } from './support/axe';
import { setFreshnessClock } from './support/clock';
import { listProperty } from './support/listings';
import { newestMailLinkingTo } from './support/outbox';

// Moves the provider's clock past an inspection: this project runs alone, after the others. On its
// own: `npx playwright test e2e/booking-feedback.clock.spec.ts --project=clock --no-deps`.
test.afterEach(() => setFreshnessClock(0));

/** Every day 08:00-20:00 Lagos, hour slots, booked at once. */
const EVERY_DAY = { weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '08:00', to: '20:00' })), slot_minutes: 60, blocked_dates: [], instant: true };

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(`${baseURL}/api/vst/${path}`, { headers: { origin: baseURL }, data });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
}

test('after the inspection the visitor is asked how it went, on the Inspections tab the mail links to, and answers', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const owner = await createConfirmedUser(setup.request, baseURL!, 'feedback-owner');
  const name = `Viewed flat ${Date.now()}`;
  const id = await listProperty(setup.request, baseURL!, owner, { name });
  await post(setup.request, baseURL!, 'bookings/availability', EVERY_DAY);
  await setup.close();

  const visiting = await browser.newContext();
  const visitor = await createConfirmedUser(visiting.request, baseURL!, 'feedback-visitor');
  const login = await visiting.request.post(`${baseURL}/api/auth/login`, { headers: { origin: baseURL! }, data: { email: visitor.email, password: visitor.password } });
  expect(login.ok()).toBe(true);
  const slots = (await (await visiting.request.get(`${baseURL}/api/vst/bookings/slots?property_id=${id}`)).json()) as { slots: { starts_at: string }[] };
  await post(visiting.request, baseURL!, 'bookings/book', { property_id: id, starts_at: slots.slots[0]!.starts_at, phone: '0803 123 4567' });
  await visiting.close();

  // Past the inspection (open times lie within 14 days): the timers mark it held and mail the question.
  await setFreshnessClock(15);
  const timers = await fetch(`${process.env.E2E_PROVIDER_URL}/__sandbox/bookings/timers`, { method: 'POST' });
  expect(((await timers.json()) as { held: number }).held).toBeGreaterThanOrEqual(1);
  const { mail, link } = await newestMailLinkingTo(visitor.email, '/dashboard');
  expect(mail.subject).toBe(`How did your inspection of ${name} go?`);

  await page.setViewportSize({ width: 360, height: 740 });
  const loginPage = new LoginPage(page);
  await loginPage.goto(link);
  await loginPage.logIn(visitor.email, visitor.password);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard' && url.searchParams.get('view') === 'inspections');
  const item = page.getByRole('article', { name });
  await expect(item).toContainText('Held');
  const question = item.getByRole('group', { name: 'How did it go?' });
  await expect(question.getByRole('radio')).toHaveCount(4);
  await expect(question).toContainText('As described');
  await expect(question).toContainText('Different from the listing');
  await expect(question).toContainText('Already let or sold');
  await expect(question).toContainText('The advertiser did not come');
  await expect(item.getByRole('link', { name: 'report the listing' })).toHaveAttribute('href', `/property/${id}#asked-to-pay`);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await question.getByRole('radio', { name: 'As described' }).check();
  await item.getByRole('button', { name: 'Send' }).click();
  await expect(item.getByRole('status')).toHaveText('Thank you for telling us how it went');
  await expect(item).toContainText('As described');
  await expect(item.getByRole('group', { name: 'How did it go?' })).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
