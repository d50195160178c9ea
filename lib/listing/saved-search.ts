/**
 * A listing view as a saved search: the query the provider keeps (its filter names,
 * docs/provider-contract.md "Saved searches and alerts"), the way back from that query to the listing,
 * and the search's name in words ("Flat/Apartment properties for rent in Lagos, 3+ bedrooms, up to
 * ₦5,000,000"). The words build on the listing's own title so a search is named as its page is.
 */
import { formatNaira } from '@/lib/format/naira';
import { SAVED_SEARCH_NAME_MAX, savedSearchText } from '@/lib/messages/saved-searches';
import { advertiserText } from '@/lib/messages/advertisers';
import { livingFactsText } from '@/lib/messages/living-facts';
import { verificationText } from '@/lib/messages/verification';
import { transactionTypeSchema } from '@/lib/vst/property';
import { counterNames, listingDefaults, listingHref, listingSearchParams, parseListingFilters, type ListingFilters } from './filters';
import { listingBase } from './routes';
import { listingTitle, type ListingView } from './title';

/** The filters of a view as a saved search: its transaction type and filters, without sort or page (results, not a page of them). */
export function savedSearchQuery(filters: ListingFilters): string {
  const params = listingSearchParams({ ...filters, pageType: listingDefaults.pageType, page: listingDefaults.page });
  return new URLSearchParams([['transaction_type', filters.transactionType], ...params]).toString();
}

/** A saved query read back as filters; a missing or unknown transaction type is BUY, as at the provider. */
export function filtersOfSavedQuery(query: string): ListingFilters {
  const params = Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));
  const transactionType = transactionTypeSchema.catch('BUY').parse(params.transaction_type);
  return { ...parseListingFilters(params, transactionType), pageType: listingDefaults.pageType, page: listingDefaults.page };
}

/** The listing page a saved search opens: its buy or rent listing with its filters. */
export function savedSearchHref(query: string): string {
  const filters = filtersOfSavedQuery(query);
  return listingHref(listingBase[filters.transactionType], filters);
}

/** The names the view's ids stand for (property kind and state), as the listing page knows them. */
export type SearchNames = Pick<ListingView, 'kindName' | 'stateName'>;

/**
 * The search in words: what and where (the listing's title), then each room count asked for and the
 * price range. Cut to the provider's length for a name.
 */
export function savedSearchName(filters: ListingFilters, { kindName, stateName }: SearchNames): string {
  const parts = [listingTitle({ transactionType: filters.transactionType, kindName, stateName })];
  for (const counter of counterNames) {
    const count = filters.counters[counter];
    if (count) parts.push(savedSearchText.atLeast[counter](count));
  }
  const price = priceInWords(filters);
  if (price) parts.push(price);
  if (filters.verifiedOnly) parts.push(verificationText.filterLabel.toLowerCase());
  if (filters.responsiveOnly) parts.push(advertiserText.filterLabel.toLowerCase());
  for (const filter of filters.living) parts.push(livingFactsText.filterWords[filter]);
  const name = parts.join(', ');
  return name.length <= SAVED_SEARCH_NAME_MAX ? name : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}

function priceInWords({ minPrice, maxPrice }: ListingFilters): string | null {
  const min = minPrice === listingDefaults.minPrice ? null : formatNaira(minPrice);
  const max = maxPrice === listingDefaults.maxPrice ? null : formatNaira(maxPrice);
  if (min && max) return savedSearchText.priceBetween(min, max);
  if (max) return savedSearchText.priceUpTo(max);
  return min ? savedSearchText.priceFrom(min) : null;
}
