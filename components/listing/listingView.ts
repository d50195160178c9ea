import 'server-only';
import { parseListingFilters, type ListingFilters, type SearchParamsRecord } from '@/lib/listing/filters';
import type { ListingView } from '@/lib/listing/title';
import { isPastLastPage } from '@/lib/pagination';
import type { Named } from '@/lib/vst/common';
import type { TransactionType } from '@/lib/vst/property';
import { NIGERIA_COUNTRY_ID } from '@/lib/vst/reference';
import {
  filterProperties,
  getPropertyCategoriesWithTotals,
  getPropertyTypes,
  getStatesWithProperties,
} from '@/server/vst/properties';
import { getReferenceList } from '@/server/vst/reference';
import type { VstResult } from '@/server/vst/result';

/**
 * Everything a listing page shows: the lists its ids are named from (cached reference data), then the
 * results. `results` is null for a made-up URL, an id naming no state, property type or category or a
 * page past the last, which the page answers with a 404: found before the provider is asked for that
 * page, since its answer would be kept in the data cache too, one entry per made-up URL. A page past
 * the first is checked against the first page's count (the first page's own cached read).
 */
export async function loadListing(transactionType: TransactionType, params: SearchParamsRecord) {
  const filters = parseListingFilters(params, transactionType);
  // The page offers only states that have properties; its categories carry their counts for the filters.
  const lists = await namingLists({ states: getStatesWithProperties(), categories: getPropertyCategoriesWithTotals(transactionType) });
  const results = (await namesUnknownIds(filters, lists)) || (await pastTheLastPage(filters)) ? null : await filterProperties(filters);
  return { filters, results, ...lists, view: viewOf(filters, lists) };
}

async function pastTheLastPage(filters: ListingFilters): Promise<boolean> {
  if (filters.page === 1) return false;
  const first = await filterProperties({ ...filters, page: 1 });
  return first.ok && isPastLastPage(filters.page, first.data.properties?.meta);
}

type NamingSources<Category extends Named> = {
  states: Promise<VstResult<{ states: Named[] }>>;
  categories: Promise<VstResult<{ property_categories: Category[] }>>;
};

/**
 * The lists a view's ids are named from: the states and categories the caller reads (the listing and
 * the saved searches read different ones), and every property type. A list that failed to load is empty: the view then names
 * less ('Properties for rent in Nigeria') rather than failing the page over a label.
 */
export async function namingLists<Category extends Named>({ states, categories }: NamingSources<Category>) {
  const [stateList, categoryList, propertyTypes] = await Promise.all([states, categories, getPropertyTypes()]);
  return {
    states: stateList.ok ? stateList.data.states : [],
    categories: categoryList.ok ? categoryList.data.property_categories : [],
    propertyTypes: propertyTypes.ok ? propertyTypes.data.property_types : [],
  };
}

type Lists = { categories: Named[]; states: Named[]; propertyTypes: Named[] };

/** The view the filters select, its ids named from the lists (saved searches name theirs the same way). */
export function viewOf(filters: ListingFilters, { categories, states, propertyTypes }: Lists): ListingView {
  const nameOf = (list: Named[], id?: number) => list.find((item) => item.id === id)?.name;
  return {
    transactionType: filters.transactionType,
    kindName: nameOf(categories, filters.propertyCategoryId) ?? nameOf(propertyTypes, filters.propertyTypeId),
    stateName: nameOf(states, filters.stateId),
    bedrooms: filters.counters.no_bedroom,
    page: filters.page,
  };
}

/**
 * Whether the filters name a state, property type or category that does not exist: a made-up URL,
 * which the listing answers with a 404 (kept out of the page cache, server/page-cache-handler.mjs) rather than a
 * view of its own. A list that failed to load proves nothing. The states offered are only those with
 * properties; a state without any is looked up in the full list (cached reference data), so a real
 * state's listing says it has no properties.
 */
async function namesUnknownIds(filters: ListingFilters, { states, categories, propertyTypes }: Lists): Promise<boolean> {
  const unknownIn = (list: Named[], id?: number) => id !== undefined && list.length > 0 && !list.some((item) => item.id === id);
  if (unknownIn(propertyTypes, filters.propertyTypeId) || unknownIn(categories, filters.propertyCategoryId)) return true;
  if (filters.stateId === undefined || states.some((state) => state.id === filters.stateId)) return false;
  const allStates = await getReferenceList('states', { countryID: NIGERIA_COUNTRY_ID });
  return allStates.ok && unknownIn(allStates.data.states, filters.stateId);
}
