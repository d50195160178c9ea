import { expect, test, type APIRequestContext } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { createConfirmedUser, signedInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { setFreshnessClock } from './support/clock';
import { listProperty } from './support/listings';
import { newestMailLinkingTo, type OutboxMail } from './support/outbox';

// Moves the provider's clock past an inspection: this project runs alone, after the others. On its
// own: `npx playwright test e2e/booking-feedback.clock.spec.ts --project=clock --no-deps`.
test.afterEach(() => setFreshnessClock(0));

/** Every day 08:00-20:00 Lagos, hour slots, booked at once. */
const EVERY_DAY = { weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '08:00', to: '20:00' })), slot_minutes: 60, blocked_dates: [], instant: true };

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(`${baseURL}/api/vst/${path}`, { headers: { origin: baseURL }, data });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response.json() as Promise<unknown>;
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
  await item.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(item.getByRole('status')).toHaveText('Thank you for telling us how it went');
  await expect(item).toContainText('As described');
  await expect(item.getByRole('group', { name: 'How did it go?' })).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

/** Every day 00:00-23:00 Lagos, hour slots, each request confirmed by the advertiser: whatever the hour the journey runs, some slot fits the evening reminder. */
const ALL_DAY_ON_REQUEST = { weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '23:00' })), slot_minutes: 60, blocked_dates: [], instant: false };
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
type Slot = { starts_at: string };
type BookingAnswer = { booking: { property: { address: string } } };

async function openSlots(request: APIRequestContext, baseURL: string, propertyId: number) {
  return ((await (await request.get(`${baseURL}/api/vst/bookings/slots?property_id=${propertyId}`)).json()) as { slots: Slot[] }).slots;
}

/** 18:00 in Lagos (UTC+1 all year) on the day before `startsAt`: when its evening reminder falls due. */
function eveningBefore(startsAt: string) {
  const lagosDayBefore = new Date(Date.parse(startsAt) - DAY_MS + HOUR_MS);
  return Date.UTC(lagosDayBefore.getUTCFullYear(), lagosDayBefore.getUTCMonth(), lagosDayBefore.getUTCDate(), 17);
}

/**
 * The fewest whole days the clock must move, and the first slot, for which the evening reminder falls
 * due while the slot is still more than two hours ahead (then the two-hour reminder replaces it), with
 * a few minutes' margin for the journey itself.
 */
function eveningReminderMove(slots: Slot[], now = Date.now()) {
  for (const days of [1, 2]) {
    const moved = now + days * DAY_MS;
    const slot = slots.find(({ starts_at }) => eveningBefore(starts_at) > now + 5 * MINUTE_MS && eveningBefore(starts_at) < moved - 5 * MINUTE_MS && Date.parse(starts_at) - 2 * HOUR_MS > moved + 10 * MINUTE_MS);
    if (slot) return { days, slot };
  }
  throw new Error('No open slot fits an evening reminder');
}

/** The calendar file's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
const calendarLines = (mail: OutboxMail) => mail.calendar!.content.replace(/\r\n /g, '').split('\r\n');
const calendarValue = (mail: OutboxMail, name: string) => calendarLines(mail).find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');

test('a request confirmed from the mail, moved by the advertiser as the same calendar event, reminded the evening before; another unanswered expires; booking turned off', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await signedInContext(browser, baseURL!, 'clock-booking-owner');
  const name = `Moved viewing flat ${Date.now()}`;
  const id = await listProperty(owner.context.request, baseURL!, owner.account, { name });
  await post(owner.context.request, baseURL!, 'bookings/availability', ALL_DAY_ON_REQUEST);

  const visitor = await signedInContext(browser, baseURL!, 'clock-booking-visitor');
  const [first] = await openSlots(visitor.context.request, baseURL!, id);
  const booked = (await post(visitor.context.request, baseURL!, 'bookings/book', { property_id: id, starts_at: first!.starts_at, phone: '0803 123 4567' })) as BookingAnswer;
  const location = `LOCATION:${booked.booking.property.address.replace(/[\\;,]/g, (special) => `\\${special}`)}`;

  // One click from the advertiser's mail confirms the request; the visitor's mail carries the event.
  const { link } = await newestMailLinkingTo(owner.account.email, '/bookings/confirm');
  const advertiser = await owner.context.newPage();
  await advertiser.goto(link);
  await advertiser.getByRole('main').getByRole('button', { name: 'Confirm this inspection' }).click();
  await expect(advertiser.getByRole('main').getByRole('status')).toContainText('Confirmed: the visitor inspects');
  const { mail: confirmed } = await newestMailLinkingTo(visitor.account.email, '/dashboard');
  expect(confirmed.subject).toBe(`Inspection confirmed: ${name}`);
  expect(confirmed.calendar!.method).toBe('REQUEST');
  const uid = calendarValue(confirmed, 'UID');
  expect(uid).toMatch(/@naijahomes-inspections$/);
  expect(calendarLines(confirmed)).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'STATUS:CONFIRMED', 'SEQUENCE:1', `DTSTART:${icsTime(first!.starts_at)}`, location]));

  // Another visitor's request, a fortnight ahead, that nobody answers.
  const unanswered = await signedInContext(browser, baseURL!, 'clock-booking-unanswered');
  const later = (await openSlots(unanswered.context.request, baseURL!, id)).at(-1)!;
  await post(unanswered.context.request, baseURL!, 'bookings/book', { property_id: id, starts_at: later.starts_at, phone: '0803 765 4321' });

  // The advertiser moves the confirmed one from the dashboard, on a phone, to a time the evening reminder fits.
  const { days, slot: target } = eveningReminderMove(await openSlots(owner.context.request, baseURL!, id));
  await advertiser.goto('/dashboard?view=inspections');
  const requests = advertiser.getByRole('article', { name });
  await expect(requests.filter({ hasText: 'Waiting for your answer' }).getByRole('button', { name: 'Offer another time' })).toBeVisible();
  const item = requests.filter({ hasText: 'Confirmed' });
  await item.getByRole('button', { name: 'Move to another time' }).click();
  await item.getByLabel('New time (Lagos)').selectOption(target.starts_at);
  expect(await seriousViolations(advertiser, 'main')).toEqual([]);
  expect(await advertiser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await item.getByRole('button', { name: 'Move to this time' }).click();
  await expect(item.getByRole('status')).toHaveText('Inspection moved');

  const { mail: moved } = await newestMailLinkingTo(visitor.account.email, '/dashboard');
  expect(moved.subject).toBe(`Inspection moved: ${name}`);
  expect(calendarValue(moved, 'UID')).toBe(uid);
  expect(Number(calendarValue(moved, 'SEQUENCE'))).toBeGreaterThan(1);
  expect(calendarLines(moved)).toEqual(expect.arrayContaining(['METHOD:REQUEST', `DTSTART:${icsTime(target.starts_at)}`, location]));

  // The clock moves past the reminder's evening and a day past the other request.
  await setFreshnessClock(days);
  expect((await fetch(`${process.env.E2E_PROVIDER_URL}/__sandbox/bookings/timers`, { method: 'POST' })).ok).toBe(true);
  const { mail: reminder } = await newestMailLinkingTo(visitor.account.email, '/dashboard');
  expect(reminder.subject).toBe(`Tomorrow: inspection of ${name}`);
  const { mail: expired } = await newestMailLinkingTo(unanswered.account.email, '/dashboard');
  expect(expired.subject).toBe(`No answer to your inspection request: ${name}`);
  expect(expired.calendar!.method).toBe('CANCEL');

  const dashboard = await unanswered.context.newPage();
  await dashboard.goto('/dashboard?view=inspections');
  await expect(dashboard.getByRole('article', { name })).toContainText('Expired: not answered within 24 hours');

  // The owner turns booking of this listing off from its card, by keyboard: its times are gone.
  await advertiser.goto('/dashboard?view=properties');
  const actions = advertiser.getByRole('group', { name: `Actions for ${name}` });
  const takesBookings = actions.getByRole('checkbox', { name: 'Take inspection bookings' });
  await expect(takesBookings).toBeChecked();
  await takesBookings.focus();
  await advertiser.keyboard.press('Space');
  await expect(actions.getByRole('status').filter({ hasText: 'Booking is off for this listing' })).toBeVisible();
  await expect(takesBookings).not.toBeChecked();
  expect(await seriousViolations(advertiser, 'main')).toEqual([]);
  expect(await openSlots(owner.context.request, baseURL!, id)).toEqual([]);
  await Promise.all([owner.context.close(), visitor.context.close(), unanswered.context.close()]);
});
