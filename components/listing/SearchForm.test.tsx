/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { cachedViewPath, viewSearchParams } from '@/lib/cached-views';
import { transactionSearchHref } from '@/lib/listing/filters';
import { config } from '@/proxy';
import { SearchForm } from './SearchForm';

/**
 * The home page's search, followed the way a browser and the site do: the GET form builds its URL,
 * proxy.ts runs when its matcher says so (otherwise next.config's rewrite serves the plain view), the
 * view of `/properties` sends the search on. Every combination of empty and filled fields, both tabs.
 * Node's environment, for the proxy's matcher (it needs `Request`); the form is filled in a JSDOM of its own.
 */
const propertyTypes = [{ id: 1, name: 'Residential' }, { id: 3, name: 'Land' }];
const states = [{ id: 25, name: 'Lagos' }, { id: 15, name: 'Federal Capital Territory' }];

type Fields = { type?: string; state?: string; maxPrice?: string };

/** The URL a browser goes to when the form is submitted with these values. */
const html = renderToStaticMarkup(<SearchForm action="/properties" idPrefix="home-search" chooseTransaction propertyTypes={propertyTypes} states={states} />);

function submittedUrl(transaction: 'BUY' | 'RENT', fields: Fields): string {
  const { window } = new JSDOM(html);
  const field = (label: string) => {
    const labelElement = [...window.document.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
    return window.document.getElementById(labelElement?.htmlFor ?? '') as HTMLInputElement | HTMLSelectElement;
  };
  field('Looking to').value = transaction;
  field('Property type').value = fields.type ?? '';
  field('Location').value = fields.state ?? '';
  field('Maximum price (₦)').value = fields.maxPrice ?? '';
  const form = window.document.querySelector('form[role="search"]') as HTMLFormElement;
  const query = new window.URLSearchParams(new window.FormData(form) as unknown as Record<string, string>).toString();
  return `${form.getAttribute('action')}?${query}`;
}

/** Where the site sends that URL: the redirect of the view it is served from, or that view itself. */
async function landsOn(url: string): Promise<string> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const view = unstable_doesMiddlewareMatch({ config, url }) ? cachedViewPath(pathname, search) : '/views/properties/-';
  expect(view).toMatch(/^\/views\/properties\//);
  const query = view!.slice('/views/properties/'.length);
  return transactionSearchHref(await viewSearchParams(Promise.resolve({ query }))) ?? '/properties';
}

const choices: [keyof Fields, string, string][] = [
  ['type', '3', 'property_type_id=3'],
  ['state', '15', 'state_id=15'],
  ['maxPrice', '2500000', 'max_price=2500000'],
];
const combinations = Array.from({ length: 2 ** choices.length }, (_, mask) => choices.filter((_, index) => mask & (1 << index)));

describe('the home search lands on the listing it asked for', () => {
  it.each([
    ['BUY', '/properties/buy'],
    ['RENT', '/properties/rent'],
  ] as const)('%s, with every combination of empty and filled fields', async (transaction, listing) => {
    for (const filled of combinations) {
      const fields = Object.fromEntries(filled.map(([name, value]) => [name, value]));
      const expectedQuery = filled.map(([, , param]) => param).join('&');
      const url = submittedUrl(transaction, fields);
      expect(url).toContain(`transaction_type=${transaction}`);
      expect(await landsOn(url)).toBe(expectedQuery ? `${listing}?${expectedQuery}` : listing);
    }
  });
});
