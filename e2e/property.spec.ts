import { expect, test, type Page } from '@playwright/test';
import { formatListingPrice } from '../lib/format/naira';
import { LoginPage } from './pages/LoginPage';
import { PropertyPage } from './pages/PropertyPage';
import { createConfirmedUser, demoBuyer, uniqueEmail } from './support/accounts';
import { linkFromNewestMail } from './support/outbox';
import { enquiryConfirmText } from '../lib/messages/enquiries';
import { toast } from './support/toast';

const demoOwner = { email: 'owner@example.com', password: 'password1' };
const PROPERTY_ID = 1;

type ProviderProperty = {
  id: number;
  name: string;
  price: string;
  transaction_type: 'BUY' | 'RENT';
  description: string;
  video_link: string | null;
  owner: { id: number; name: string };
};

/** The seeded property, read from the provider itself so the test does not copy seed data. */
async function providerProperty(page: Page, id: number): Promise<ProviderProperty> {
  const response = await page.request.get(`${process.env.E2E_PROVIDER_URL}/api/vst/params/getPropertyDetail?propertyId=${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { property: ProviderProperty }).property;
}

/** Logs in on the login page and comes back to the property. */
async function signInAndOpen(page: Page, account: { email: string; password: string }, id = PROPERTY_ID) {
  const login = new LoginPage(page);
  await login.goto(`/property/${id}`);
  await login.logIn(account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/property/${id}$`));
}

test('a property page loads directly and on reload, with its name, price and JSON-LD', async ({ page }) => {
  const property = await providerProperty(page, PROPERTY_ID);
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(PROPERTY_ID);
  await expect(propertyPage.heading).toHaveText(property.name);
  await page.reload();
  await expect(propertyPage.heading).toHaveText(property.name);
  await expect(page).toHaveTitle(new RegExp(property.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/property/${PROPERTY_ID}$`));

  const jsonLd = await propertyPage.jsonLd();
  expect(jsonLd['@type']).toBe('RealEstateListing');
  expect(jsonLd.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'NGN', price: Number(property.price) });
});

test('an unknown property shows the not-found page', async ({ page }) => {
  const response = await page.goto('/property/987654');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that property" })).toBeVisible();
});

test('the carousel shows one image at a time and moves both ways, also with the arrow keys', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(PROPERTY_ID);
  await expect(propertyPage.carouselPosition).toHaveText(/^Image 1 of \d+$/);
  await propertyPage.nextImage.click();
  await expect(propertyPage.carouselPosition).toHaveText(/^Image 2 of \d+$/);
  await propertyPage.previousImage.click();
  await expect(propertyPage.carouselPosition).toHaveText(/^Image 1 of \d+$/);
  await propertyPage.previousImage.click();
  const total = Number((await propertyPage.carouselPosition.textContent())?.match(/of (\d+)/)?.[1]);
  await expect(propertyPage.carouselPosition).toHaveText(`Image ${total} of ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(propertyPage.carouselPosition).toHaveText(`Image 1 of ${total}`);
});

test('a property with a provider-hosted video plays it in the Video tab', async ({ page }) => {
  // The seed gives a home tour to some homes: take the first of the early ids that has one.
  let withVideo: ProviderProperty | undefined;
  for (let id = 1; !withVideo && id <= 24; id += 1) {
    const property = await providerProperty(page, id);
    if (property.video_link) withVideo = property;
  }
  expect(withVideo).toBeDefined();
  await page.goto(`/property/${withVideo?.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Video' }).click();
  await expect(page.locator('video[controls]')).toHaveAttribute('src', /^\/media\//);
});

test('a visitor logs in inside the comment dialog, then posts a comment that shows in the list', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(PROPERTY_ID);
  await propertyPage.open('Comment');
  await expect(propertyPage.dialog.getByRole('heading', { name: 'Please Login to Comment' })).toBeVisible();
  await propertyPage.dialogField('E-mail address').fill(demoBuyer.email);
  await propertyPage.dialogField('Password').fill(demoBuyer.password);
  await propertyPage.dialog.getByRole('button', { name: 'Log in' }).click();

  const submit = propertyPage.dialog.getByRole('button', { name: 'Post comment' });
  await expect(submit).toBeDisabled();
  const text = `Is the title clean? ${Date.now()}`;
  await propertyPage.dialogField('Your comment').fill(text);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(propertyPage.dialog.getByRole('list', { name: 'Comments' })).toContainText(text);
  await expect(propertyPage.dialogField('Your comment')).toHaveValue('');
});

test('a comment whose answer never arrived, sent again as it is, is posted once', async ({ page }) => {
  await signInAndOpen(page, demoBuyer);
  const propertyPage = new PropertyPage(page);
  await propertyPage.open('Comment');
  const text = `Does the price include the service charge? ${Date.now()}`;
  await propertyPage.dialogField('Your comment').fill(text);
  // The first send reaches the site and is saved, but its answer never reaches the browser (a
  // mobile connection that dropped); the second goes through as usual.
  let sends = 0;
  await page.route('**/api/vst/comment/saveComment', async (route) => {
    sends += 1;
    if (sends > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  const submit = propertyPage.dialog.getByRole('button', { name: 'Post comment' });
  await submit.click();
  await expect(propertyPage.dialog.getByRole('alert')).toContainText('We could not reach the service');
  await expect(propertyPage.dialogField('Your comment')).toHaveValue(text);
  await submit.click();
  const comments = propertyPage.dialog.getByRole('list', { name: 'Comments' });
  await expect(comments).toContainText(text);
  expect(sends).toBe(2);
  // Once in the list as the provider keeps it, though the site was sent it twice.
  expect(await storedComments(page, text)).toBe(1);
  await expect(comments.getByText(text)).toHaveCount(1);
});

test('a comment sent as the page reloaded, typed and sent again, is posted once', async ({ page }) => {
  await signInAndOpen(page, demoBuyer);
  const propertyPage = new PropertyPage(page);
  const text = `Is there a borehole? ${Date.now()}`;
  const postComment = async () => {
    await propertyPage.open('Comment');
    await propertyPage.dialogField('Your comment').fill(text);
    await propertyPage.dialog.getByRole('button', { name: 'Post comment' }).click();
  };
  // The first send reaches the site and is saved; the page is reloaded before its answer comes.
  let saved: () => void = () => undefined;
  const firstSaved = new Promise<void>((resolve) => (saved = resolve));
  let sends = 0;
  await page.route('**/api/vst/comment/saveComment', async (route) => {
    sends += 1;
    if (sends > 1) return route.continue();
    await route.fetch();
    saved();
    // The page gets no answer: it is reloaded while it waits.
  });
  await postComment();
  await firstSaved;
  await page.reload();
  await postComment();
  await expect(propertyPage.dialog.getByRole('list', { name: 'Comments' })).toContainText(text);
  expect(sends).toBe(2);
  expect(await storedComments(page, text)).toBe(1);
});

/** How many comments with this text the provider keeps on the property (read as the signed-in user). */
async function storedComments(page: Page, text: string): Promise<number> {
  const stored = await page.request.get(`/api/vst/comment/getComments?property_id=${PROPERTY_ID}`);
  const { propertyComments } = (await stored.json()) as { propertyComments: { comment: string }[] };
  return propertyComments.filter(({ comment }) => comment === text).length;
}

test('closing a dialog with Escape returns focus to the button that opened it', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(PROPERTY_ID);
  await propertyPage.open('Share');
  await expect(propertyPage.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(propertyPage.dialog).toHaveCount(0);
  await expect(propertyPage.action('Share')).toBeFocused();
});

test('a visitor opening the offer dialog is asked to log in, and logging in there opens the offer form', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(PROPERTY_ID);
  await propertyPage.open('Make offer');
  await expect(propertyPage.dialog.getByRole('heading', { name: 'Please Log in to Make Offer' })).toBeVisible();
  // Logging in there turns the prompt into the offer form, in the same dialog.
  await propertyPage.dialogField('E-mail address').fill(demoBuyer.email);
  await propertyPage.dialogField('Password').fill(demoBuyer.password);
  await propertyPage.dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(propertyPage.dialogField('Amount offered (₦)')).toBeVisible();
});

test('a signed-in buyer makes an offer', async ({ page }) => {
  await signInAndOpen(page, demoBuyer);
  const propertyPage = new PropertyPage(page);
  await propertyPage.open('Make offer');
  await propertyPage.dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(propertyPage.dialog.getByText('This is required.')).toHaveCount(4);
  await propertyPage.dialogField('Full name').fill('Ada Obi');
  await propertyPage.dialogField('Phone number').fill('08031234567');
  await propertyPage.dialogField('Amount offered (₦)').fill('9000000');
  await propertyPage.dialogField('Note to the owner').fill('Cash buyer, ready this month');
  await propertyPage.dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(propertyPage.dialog.getByText('Your offer has been sent to property owner')).toBeVisible();
});

test('a visitor shares the property by e-mail', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(PROPERTY_ID);
  await propertyPage.open('Share');
  await propertyPage.dialogField("Recipient's e-mail address").fill('friend@example.com');
  await propertyPage.dialog.getByRole('button', { name: 'Share' }).click();
  await expect(propertyPage.dialog.getByText('Property has been shared successfully')).toBeVisible();
});

test('adding to the wishlist lands on the dashboard wishlist', async ({ page }) => {
  await signInAndOpen(page, demoBuyer, 2);
  // 'Add to wishlist', or 'In your wishlist' if the demo buyer saved it already: both lead there.
  await new PropertyPage(page).open(/wishlist/i);
  await expect(page).toHaveURL(/\/dashboard\?view=wishlist$/);
});

test('a visitor logs in inside the wishlist dialog, and the add completes on the dashboard wishlist', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(3);
  await propertyPage.open('Add to wishlist');
  await propertyPage.dialogField('E-mail address').fill(demoBuyer.email);
  await propertyPage.dialogField('Password').fill(demoBuyer.password);
  await propertyPage.dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\?view=wishlist$/);
});

test('a visitor signs up inside the wishlist dialog; after the e-mailed link and the login there, the add completes', async ({ page }) => {
  const property = await providerProperty(page, 4);
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(property.id);
  await propertyPage.open('Add to wishlist');
  await propertyPage.dialog.getByRole('button', { name: 'Create an account' }).click();
  const email = uniqueEmail('prompt-signup');
  await propertyPage.dialogField('Full name').fill('Bola Adeyemi');
  await propertyPage.dialogField('E-mail address').fill(email);
  await propertyPage.dialog.getByLabel(/^Password/).fill('secret12');
  await propertyPage.dialogField('Phone number').fill('08031234567');
  await propertyPage.dialog.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
  await propertyPage.dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(propertyPage.dialog.getByRole('status')).toContainText('come back here');

  const confirmLink = await linkFromNewestMail(email, '/account/confirm/token');
  expect(new URL(confirmLink, 'http://x.invalid').searchParams.get('next')).toBe(`/property/${property.id}?then=wishlist`);
  await page.goto(confirmLink);
  const login = new LoginPage(page);
  await expect(page.getByRole('main').getByText('Account Verification Successful')).toBeVisible();
  await login.password.fill('secret12');
  await login.submit.click();
  await expect(page).toHaveURL(/\/dashboard\?view=wishlist$/);
  await expect(page.getByRole('main').getByText(property.name).first()).toBeVisible();
});

test('signing in from the buy, offer or comment prompt comes back to the property with that action at hand, never a dialog unasked', async ({ page }) => {
  // What the prompt's sign-in and the sign-up's confirmation link both end on: the login's `next` names
  // the property and the action (lib/pending-action.ts). The action's button is focused with a line
  // saying to press it; its dialog opens on the user's own press only, and the address forgets it.
  const login = new LoginPage(page);
  await login.goto(`/property/${PROPERTY_ID}?then=buy`);
  await login.logIn(demoBuyer.email, demoBuyer.password);
  const propertyPage = new PropertyPage(page);
  // A full page load after the login, then hydration: more than the 7 s default on a busy machine.
  await expect(propertyPage.action('Buy property')).toBeFocused({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'You are signed in. Press “Buy property” to carry on.' })).toBeVisible();
  await expect(propertyPage.dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/property/${PROPERTY_ID}$`));
  await page.keyboard.press('Enter');
  await expect(propertyPage.dialog.getByRole('heading', { name: 'Contact us about this property' })).toBeVisible();

  for (const [action, label] of [['offer', 'Make offer'], ['comment', 'Comment']] as const) {
    await page.goto(`/property/${PROPERTY_ID}?then=${action}`);
    await expect(propertyPage.action(label)).toBeFocused({ timeout: 20_000 });
    await expect(propertyPage.dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/property/${PROPERTY_ID}$`));
  }
  await page.keyboard.press('Enter');
  await expect(propertyPage.dialogField('Your comment')).toBeVisible();
});

test('a link from elsewhere naming the wishlist add does not save anything for a signed-in user', async ({ page, request, baseURL }) => {
  // A user of its own, whose wishlist is empty whatever the seed and other journeys saved for the demo buyer.
  const user = await createConfirmedUser(request, baseURL!, 'wishlist-link');
  await signInAndOpen(page, user, 5);
  expect(await (await page.request.get('/api/vst/profile/wishlistStatus?property_id=5')).json()).toEqual({ in_wishlist: false });
  await page.goto('/property/5?then=wishlist');
  await expect(page).toHaveURL(/\/property\/5$/);
  expect(await (await page.request.get('/api/vst/profile/wishlistStatus?property_id=5')).json()).toEqual({ in_wishlist: false });
});

test('the owner sees EDIT PROPERTY instead of buy and wishlist', async ({ page }) => {
  const property = await providerProperty(page, PROPERTY_ID);
  await signInAndOpen(page, demoOwner);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { userID: number } };
  expect(session.user.userID).toBe(property.owner.id);

  const propertyPage = new PropertyPage(page);
  await expect(propertyPage.action('EDIT PROPERTY')).toHaveAttribute('href', `/dashboard/listing/${PROPERTY_ID}`);
  await expect(propertyPage.action('Buy property')).toHaveCount(0);
  await expect(propertyPage.action('Add to wishlist')).toHaveCount(0);
});

test('the lead form gives its field messages, keeps values and confirms with a toast', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(PROPERTY_ID);
  const submit = propertyPage.leadForm.getByRole('button', { name: 'Send my details' });
  await submit.click();
  await expect(propertyPage.leadForm.getByText('This is required.')).toHaveCount(6);

  await propertyPage.leadField('Title').selectOption('Dr.');
  await propertyPage.leadField('Full name').fill('Ada Obi');
  await propertyPage.leadField('E-mail address').fill('ada@example.com');
  await propertyPage.leadField('Phone number').fill('call me');
  await propertyPage.leadField('State').selectOption({ label: 'Lagos' });
  await propertyPage.leadField('How did you hear about us?').selectOption({ label: 'Online Search' });
  await submit.click();
  await expect(propertyPage.leadForm.getByText('Phone number must contain a digit')).toBeVisible();
  await expect(propertyPage.leadField('Full name')).toHaveValue('Ada Obi');

  await propertyPage.leadField('Phone number').fill('0803 123 4567');
  await submit.click();
  // A visitor signed out is asked to confirm their address before the advertiser's answers reach them.
  await expect(toast(page, `Property leads created successfully. ${enquiryConfirmText.checkYourMail}`)).toBeVisible();
  await expect(propertyPage.leadField('Full name')).toHaveValue('');
});

test('a plot shows its size in square metres and no room counts', async ({ page }) => {
  const plot = await providerProperty(page, PROPERTY_ID);
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(PROPERTY_ID);
  const facts = page.getByRole('region', { name: 'Key facts' });
  await expect(facts.getByRole('term')).toHaveText(['Size']);
  await expect(facts.getByRole('definition')).toHaveText(/^[\d,]+ m² \([\d,]+ sq ft\)$/);
  await expect(page.getByRole('main').getByText(formatListingPrice(plot.price, 'BUY'), { exact: true }).first()).toBeVisible();
});

test('a home to rent shows its rent per year and its rooms', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  const rents = await page.request.get(`${process.env.E2E_PROVIDER_URL}/api/vst/params/filterProperties?transaction_type=RENT&property_type_id=1`);
  const rent = ((await rents.json()) as { properties: { data: ProviderProperty[] } }).properties.data[0]!;
  await propertyPage.goto(rent.id);
  await expect(page.getByRole('main').getByText(`${formatListingPrice(rent.price, 'BUY')} / year`, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key facts' }).getByRole('term').first()).toHaveText('Bedrooms');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the property name, price and description are in the page', async ({ page }) => {
    const property = await providerProperty(page, PROPERTY_ID);
    await new PropertyPage(page).goto(PROPERTY_ID);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(property.name);
    await expect(main.getByText(formatListingPrice(property.price, property.transaction_type), { exact: true }).first()).toBeVisible();
    await expect(main.getByText(property.description, { exact: true })).toBeVisible();
    // The actions open dialogs, which need JavaScript: they say so by being disabled, not by doing nothing.
    await expect(new PropertyPage(page).action('Make offer')).toBeDisabled();
  });
});

test('the lead form loads its code when a visitor reaches into it, keeping what was typed meanwhile and the focus', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(PROPERTY_ID);
  // The actions are enabled once the page has hydrated (they need JavaScript).
  await expect(propertyPage.action('Buy property')).toBeEnabled();
  // From here on, scripts are held until released: whatever the form asks for is fetched on demand.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });

  const name = propertyPage.leadField('Full name');
  await name.click();
  await page.keyboard.type('Ada');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const plainField = await name.elementHandle();
  release();
  // The plain field gives way to the live form's; typing goes on in the same field.
  await page.waitForFunction((field) => !field?.isConnected, plainField);
  await page.keyboard.type(' Obi');
  await expect(name).toHaveValue('Ada Obi');
  await propertyPage.leadForm.getByRole('button', { name: 'Send my details' }).click();
  await expect(propertyPage.leadForm.getByText('This is required.')).toHaveCount(5);
  await expect(name).toHaveValue('Ada Obi');
});
