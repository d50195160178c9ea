import 'server-only';
import { parseListingFilters, type ListingFilters, type SearchParamsRecord } from '@/lib/listing/filters';
import type { ListingView } from '@/lib/listing/title';
import type { TransactionType } from '@/lib/vst/property';
import {
  filterProperties,
  getPropertyCategoriesWithTotals,
  getPropertyTypes,
  getStatesWithProperties,
} from '@/server/vst/properties';

/**
 * Everything a listing page shows, fetched in parallel (the calls are cached, so the page and its
 * metadata asking twice costs one request each).
 */
export async function loadListing(transactionType: TransactionType, params: SearchParamsRecord) {
  const filters = parseListingFilters(params, transactionType);
  const [results, categories, states, propertyTypes] = await Promise.all([
    filterProperties(filters),
    getPropertyCategoriesWithTotals(transactionType),
    getStatesWithProperties(),
    getPropertyTypes(),
  ]);
  const lists = {
    categories: categories.ok ? categories.data.property_categories : [],
    states: states.ok ? states.data.states : [],
    propertyTypes: propertyTypes.ok ? propertyTypes.data.property_types : [],
  };
  return { filters, results, ...lists, view: viewOf(filters, lists) };
}

type Lists = { categories: { id: number; name: string }[]; states: { id: number; name: string }[]; propertyTypes: { id: number; name: string }[] };

/** The view the filters select, its ids named from the lists (saved searches name theirs the same way). */
export function viewOf(filters: ListingFilters, { categories, states, propertyTypes }: Lists): ListingView {
  const nameOf = (list: { id: number; name: string }[], id?: number) => list.find((item) => item.id === id)?.name;
  return {
    transactionType: filters.transactionType,
    kindName: nameOf(categories, filters.propertyCategoryId) ?? nameOf(propertyTypes, filters.propertyTypeId),
    stateName: nameOf(states, filters.stateId),
    bedrooms: filters.counters.no_bedroom,
    page: filters.page,
  };
}
