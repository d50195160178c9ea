import 'server-only';
import { parseListingFilters, type ListingFilters, type SearchParamsRecord } from '@/lib/listing/filters';
import type { ListingView } from '@/lib/listing/title';
import type { Named } from '@/lib/vst/common';
import type { TransactionType } from '@/lib/vst/property';
import {
  filterProperties,
  getPropertyCategoriesWithTotals,
  getPropertyTypes,
  getStatesWithProperties,
} from '@/server/vst/properties';
import type { VstResult } from '@/server/vst/result';

/**
 * Everything a listing page shows, fetched in parallel (the calls are cached, so the page and its
 * metadata asking twice costs one request each).
 */
export async function loadListing(transactionType: TransactionType, params: SearchParamsRecord) {
  const filters = parseListingFilters(params, transactionType);
  const [results, lists] = await Promise.all([
    filterProperties(filters),
    // The page offers only states that have properties; its categories carry their counts for the filters.
    namingLists({ states: getStatesWithProperties(), categories: getPropertyCategoriesWithTotals(transactionType) }),
  ]);
  return { filters, results, ...lists, view: viewOf(filters, lists) };
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
