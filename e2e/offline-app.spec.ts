import { expect, test } from '@playwright/test';
import { demoBuyer, uniqueEmail } from './support/accounts';
import { cachedAnswers, goOffline, goOnline, waitForServiceWorker } from './support/offline';
import { PropertyPage } from './pages/PropertyPage';

// The installable app and what it keeps for reading offline (service-worker/sw.ts). These journeys
// let the site's service worker run; every other journey blocks it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the site meets the install criteria: a manifest with its icons, and a service worker controlling the page', async ({ page, request }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: 'NaijaHomes', start_url: '/', display: 'standalone', theme_color: '#0b6e4f' });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    const [width, height] = [(await answer.body()).readUInt32BE(16), (await answer.body()).readUInt32BE(20)];
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/serwist\/sw\.js$/);
});

test('offline, a property seen earlier opens from the cache with its photo; an unseen one shows the offline page', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(1);
  const title = await propertyPage.heading.textContent();
  const photo = propertyPage.main.locator('img').first();
  await expect(photo).toHaveJSProperty('complete', true);

  await goOffline(context);
  await propertyPage.goto(1);
  await expect(propertyPage.heading).toHaveText(title!);
  await expect(page.getByRole('status').filter({ hasText: /^Saved for offline, as of / })).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  await propertyPage.goto(2);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await goOnline(context);
});

test('an enquiry written offline waits, and is delivered once when back online', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(1);
  const email = uniqueEmail('offline-enquiry');
  // Typing loads the form's code while there is a connection.
  await propertyPage.leadField('Full name').fill('Ada Obi');
  await expect(propertyPage.leadField('Full name')).toHaveValue('Ada Obi');

  await goOffline(context);
  await propertyPage.leadField('Title').selectOption('Dr.');
  await propertyPage.leadField('E-mail address').fill(email);
  await propertyPage.leadField('Phone number').fill('0803 123 4567');
  await propertyPage.leadField('State').selectOption({ label: 'Lagos' });
  await propertyPage.leadField('How did you hear about us?').selectOption({ label: 'Online Search' });
  const submit = propertyPage.leadForm.getByRole('button', { name: 'Send my details' });
  await submit.click();
  await expect(propertyPage.leadForm.getByText(/^Waiting to send/)).toBeVisible();
  // Pressed again while waiting: the same write, with the same key.
  await submit.click();
  await expect(propertyPage.leadForm.getByText(/^Waiting to send/)).toBeVisible();

  // Playwright's Chromium fires no Background Sync when back online: the next visit sends it.
  await goOnline(context);
  await page.reload();
  const mailsTo = async () => {
    const outbox = (await (await fetch(`${process.env.E2E_PROVIDER_URL}/__dev/outbox`)).json()) as { to: string }[];
    return outbox.filter((mail) => mail.to === email).length;
  };
  await expect.poll(mailsTo, { timeout: 15_000 }).toBe(1);
  await page.reload();
  await page.waitForTimeout(1000);
  expect(await mailsTo()).toBe(1);
});

test('signed-in pages and API answers never reach the caches, and signing out empties what was browsed', async ({ page, context, baseURL }) => {
  const login = await context.request.post(`${baseURL}/api/auth/login`, { headers: { origin: baseURL! }, data: demoBuyer });
  expect(login.ok()).toBe(true);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/property/1');
  for (const path of ['/dashboard', '/dashboard?view=wishlist', '/dashboard?view=enquiries', '/finance/paymentprofile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');

  const answers = await cachedAnswers(page);
  expect(answers.some(({ url }) => new URL(url).pathname === '/property/1')).toBe(true);
  const privatePaths = /^\/(dashboard|api|staff|payments|finance\/paymentprofile|account)(\/|$)/;
  expect(answers.filter(({ url }) => privatePaths.test(new URL(url).pathname)).map(({ url }) => url)).toEqual([]);
  expect(answers.filter(({ text }) => text.includes(demoBuyer.email)).map(({ url }) => url)).toEqual([]);

  await page.getByRole('button', { name: /log out/i }).first().click();
  await page.waitForURL('/');
  const left = await cachedAnswers(page);
  expect(left.filter(({ url }) => new URL(url).pathname.startsWith('/property/'))).toEqual([]);
});

test('the data saver switch in the menu is kept, and marks the page before its first paint', async ({ page }) => {
  await page.goto('/');
  const saver = page.getByRole('navigation', { name: 'Main' }).getByRole('switch', { name: 'Data saver' });
  await expect(saver).toHaveAttribute('aria-checked', 'false');
  await saver.click();
  await expect(saver).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.saver)).toBe('on');
  await expect(saver).toHaveAttribute('aria-checked', 'true');
});
