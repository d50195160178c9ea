import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BookingPage } from './pages/BookingPage';
import { LoginPage } from './pages/LoginPage';
import { createConfirmedUser, signedInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { listProperty } from './support/listings';
import { newestMailLinkingTo } from './support/outbox';

/** Every day 08:00-20:00 Lagos, hour slots, each request confirmed by the advertiser. */
const EVERY_DAY = { weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '08:00', to: '20:00' })), slot_minutes: 60, blocked_dates: [], instant: false };

async function setHours(request: APIRequestContext, baseURL: string) {
  const saved = await request.post(`${baseURL}/api/vst/bookings/availability`, { headers: { origin: baseURL }, data: EVERY_DAY });
  if (!saved.ok()) throw new Error(`availability answered ${saved.status()}: ${await saved.text()}`);
}

test('a visitor picks a time on the property page, signs in, books it; the advertiser confirms from the e-mail', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const owner = await createConfirmedUser(setup.request, baseURL!, 'booking-owner');
  const name = `Viewing flat ${Date.now()}`;
  const id = await listProperty(setup.request, baseURL!, owner, { name });
  await setHours(setup.request, baseURL!);
  const visitor = await createConfirmedUser(setup.request, baseURL!, 'booking-visitor');
  await setup.close();

  // Signed out, on a phone: the property page offers the next times in Lagos time.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/property/${id}`);
  const booking = new BookingPage(page);
  await expect(booking.timeLinks()).toHaveCount(6);
  await expect(booking.block()).toContainText('The advertiser confirms within 24 hours.');
  const first = booking.timeLinks().first();
  const chosen = new URL((await first.getAttribute('href'))!, baseURL).searchParams.get('slot')!;
  const label = (await first.textContent())!;
  expect(await seriousViolations(page)).toEqual([]);

  // Pressing a time asks to sign in, and comes back to the same time.
  await first.click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await new LoginPage(page).logIn(visitor.email, visitor.password);
  await expect(page).toHaveURL((url) => url.pathname === `/inspection/${id}` && url.searchParams.get('slot') === chosen);
  await expect(booking.time).toHaveValue(chosen);
  await expect(page.getByRole('main')).toContainText('Inspections are free. If anyone asks you to pay to inspect, do not pay: report the listing.');
  await expect(page.getByRole('main').getByRole('link', { name: 'report the listing' })).toHaveAttribute('href', `/property/${id}#asked-to-pay`);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await booking.phone.fill('0803 123 4567');
  await booking.note.fill('I will come with my sister');
  await booking.submit.click();
  await expect(booking.outcome).toContainText(`Your request for ${label} was sent.`);

  // The advertiser's e-mail link shows the request and changes nothing until its button is pressed.
  const { mail, link } = await newestMailLinkingTo(owner.email, '/bookings/confirm');
  expect(mail.text).toContain('I will come with my sister');
  const advertiser = await browser.newPage();
  await advertiser.goto(link);
  const main = advertiser.getByRole('main');
  await expect(main).toContainText(`asks to inspect ${name}.`);
  await expect(main).toContainText(label);
  await expect(main).toContainText('+2348031234567');
  await advertiser.reload();
  await main.getByRole('button', { name: 'Confirm this inspection' }).click();
  await expect(main.getByRole('status')).toContainText(`Confirmed: the visitor inspects ${name} on ${label}.`);
  expect(await seriousViolations(advertiser, 'main')).toEqual([]);
  await advertiser.close();

  // The visitor's confirmation carries the calendar invitation: same event, now confirmed, at the address.
  const { mail: confirmation } = await newestMailLinkingTo(visitor.email, '/dashboard');
  expect(confirmation.subject).toBe(`Inspection confirmed: ${name}`);
  const calendar = confirmation.calendar!;
  const lines = calendar.content.replace(/\r\n /g, '').split('\r\n');
  expect(calendar.method).toBe('REQUEST');
  expect(lines).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'STATUS:CONFIRMED', 'SEQUENCE:1', `DTSTART:${chosen.replace(/[-:]/g, '').replace('.000', '')}`]));
  expect(lines.find((line) => line.startsWith('LOCATION:'))).toMatch(/^LOCATION:.+/);

  // The visitor's dashboard lists it, confirmed, with a way to cancel.
  await page.goto('/dashboard?view=inspections');
  const item = page.getByRole('article', { name: name });
  await expect(item).toContainText('Confirmed');
  await expect(item).toContainText(label);
  await expect(item.getByRole('button', { name: 'Cancel the inspection' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('two visitors press for one time at once: one books it, the other is told and offered the next', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const setup = await browser.newContext();
  const owner = await createConfirmedUser(setup.request, baseURL!, 'race-owner');
  const id = await listProperty(setup.request, baseURL!, owner, { name: `Raced flat ${Date.now()}` });
  await setHours(setup.request, baseURL!);
  const { slots } = (await (await setup.request.get(`${baseURL}/api/vst/bookings/slots?property_id=${id}`)).json()) as { slots: { starts_at: string }[] };
  await setup.close();
  const [wanted, next] = [slots[0]!.starts_at, slots[1]!.starts_at];

  const visitors = await Promise.all(['race-first', 'race-second'].map((purpose) => signedInContext(browser, baseURL!, purpose)));
  const pages = await Promise.all(
    visitors.map(async ({ context }) => {
      const page = await context.newPage();
      await page.goto(`/inspection/${id}?${new URLSearchParams({ slot: wanted })}`);
      const booking = new BookingPage(page);
      await expect(booking.time).toHaveValue(wanted);
      await booking.phone.fill('0803 123 4567');
      return { page, booking };
    }),
  );
  await Promise.all(pages.map(({ booking }) => booking.submit.click()));

  const told = (page: Page) => page.getByRole('main').getByText(/Your request for .* was sent|Someone has just booked this time/).first();
  await Promise.all(pages.map(({ page }) => expect(told(page)).toBeVisible()));
  const outcomes = await Promise.all(pages.map(({ page }) => told(page).textContent()));
  const winner = outcomes.findIndex((text) => text!.startsWith('Your request for'));
  expect(winner).toBeGreaterThanOrEqual(0);
  const loser = pages[1 - winner]!;
  await expect(loser.page.getByRole('main').getByRole('alert')).toContainText('Someone has just booked this time; please choose another.');
  await expect(loser.page.getByRole('main').getByRole('alert')).toContainText('it is now chosen for you');
  await expect(loser.booking.time).toHaveValue(next);
  await expect(loser.booking.phone).toHaveValue('0803 123 4567');
  await Promise.all(visitors.map(({ context }) => context.close()));
});
