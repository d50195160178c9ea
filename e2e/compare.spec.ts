import { expect, test } from '@playwright/test';
import { ComparePage } from './pages/ComparePage';
import { seriousViolations } from './support/axe';
import { ListingPage } from './pages/ListingPage';
import { PropertyPage } from './pages/PropertyPage';

test('a home from a card and one from its page go into the tray, which follows across pages, opens the table, and loses one', async ({ page }) => {
  const compare = new ComparePage(page);
  await page.goto('/properties/buy');
  const card = new ListingPage(page).cards.first();
  const cardName = (await card.getByRole('heading').getByRole('link').getAttribute('title'))!;
  const cardId = Number((await card.getByRole('heading').getByRole('link').getAttribute('href'))!.split('/').pop());
  await expect(compare.tray).toHaveCount(0);
  await card.getByRole('button', { name: `Compare ${cardName}` }).click();
  await expect(card.getByRole('button', { name: `Compare ${cardName}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(compare.status).toHaveText(`${cardName} added to compare (1 of 4)`);
  await expect(compare.tray.getByRole('listitem').getByRole('link')).toHaveText([cardName]);

  // Another page: the tray is still there; the property page's own Compare adds the second home.
  const otherId = cardId === 1 ? 2 : 1;
  const property = new PropertyPage(page);
  await property.goto(otherId);
  const otherName = (await property.heading.textContent())!;
  await expect(compare.tray.getByRole('listitem').getByRole('link')).toHaveText([cardName]);
  await property.main.getByRole('button', { name: `Compare ${otherName}` }).click();
  await expect(compare.status).toHaveText(`${otherName} added to compare (2 of 4)`);
  await expect(compare.tray.getByRole('listitem').getByRole('link')).toHaveText([cardName, otherName]);

  // The table lists the homes by id, whatever order they were added in: one cached page per set.
  await compare.tray.getByRole('link', { name: 'Compare 2 homes' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${Math.min(cardId, otherId)},${Math.max(cardId, otherId)}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const byId = cardId < otherId ? [cardName, otherName] : [otherName, cardName];
  await expect(compare.columns).toHaveText(byId.map((name) => new RegExp(`^${name}`)));
  for (const row of ['Photo', 'Price', 'Type and category', 'Rooms', 'Location', 'Payment plan', 'Key features', 'Status']) {
    await expect(compare.row(row)).toHaveCount(1);
  }
  // Two different homes are in different places: the row says so.
  await expect(compare.row('Location').getByRole('rowheader')).toContainText('differs');

  await compare.table.getByRole('link', { name: `Remove ${cardName} from this comparison` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${otherId}$`));
  await expect(compare.columns).toHaveText([new RegExp(`^${otherName}`)]);
  await compare.tray.getByRole('button', { name: `Remove ${cardName} from compare` }).click();
  await expect(compare.status).toHaveText(`${cardName} removed from compare`);
  await expect(compare.tray.getByRole('listitem').getByRole('link')).toHaveText([otherName]);

  // The tray and the table on a phone: axe clean, no sideways scrolling (the walk sees no tray).
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('/compare leaves out unknown homes with a note and refuses more than four', async ({ page }) => {
  const compare = new ComparePage(page);
  await compare.goto('1,999999');
  await expect(compare.main).toContainText('Not found and left out: 999999.');
  await expect(compare.columns).toHaveCount(1);
  await compare.goto('1,2,3,4,5');
  await expect(compare.main).toContainText('You can compare up to four homes at a time.');
  await expect(compare.table).toHaveCount(0);
});

test('/compare is served from the cache, one copy per list of homes, other text redirected to its set', async ({ request }) => {
  const cacheOf = async (query: string) => {
    const response = await request.get(`/compare?${query}`);
    expect(response.status(), query).toBe(200);
    return { cache: response.headers()['x-nextjs-cache'], columns: [...(await response.text()).matchAll(/<th scope="col"><a href="\/property\/(\d+)"/g)].map((match) => Number(match[1])) };
  };
  // The first request renders the list's page (or finds it cached by an earlier run); the second is a
  // hit. A plain list out of order or with a repeat is a page of its own with the same table (a
  // rewrite's pattern cannot sort); any other text is redirected to the set's address (no entry of its own).
  expect((await cacheOf('ids=2,3')).columns).toEqual([2, 3]);
  expect(await cacheOf('ids=2,3')).toEqual({ cache: 'HIT', columns: [2, 3] });
  for (const query of ['ids=3,2', 'ids=3,2,3']) {
    expect((await cacheOf(query)).columns, query).toEqual([2, 3]);
    expect(await cacheOf(query), query).toEqual({ cache: 'HIT', columns: [2, 3] });
  }
  for (const query of ['ids=3,x,2,3&utm_source=newsletter', 'ids=3,,2']) {
    const redirect = await request.get(`/compare?${query}`, { maxRedirects: 0 });
    expect([query, redirect.status(), redirect.headers().location]).toEqual([query, 307, expect.stringMatching(/^\/compare\?ids=2%2C3(&utm_source=newsletter)?$/)]);
    expect(await cacheOf(query), query).toEqual({ cache: 'HIT', columns: [2, 3] });
  }
  // A set of more than four is refused by the page of five of its ids.
  await cacheOf('ids=4,5,6,7,8');
  expect((await cacheOf('ids=9,8,7,6,5,4')).cache).toBe('HIT');
});
