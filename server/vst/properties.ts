import 'server-only';
import { providerQuery, type ListingFilters } from '@/lib/listing/filters';
import type { AllPropertyType } from '@/lib/listing/all-properties';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import {
  allPropertiesResponseSchema,
  filterPropertiesResponseSchema,
  type TransactionType,
} from '@/lib/vst/property';
import { NIGERIA_COUNTRY_ID, referenceLists } from '@/lib/vst/reference';
import { vstGet } from './client';
import { getReferenceList } from './reference';

/** Listings are public: cached by Next for a minute, under a tag a write can revalidate. */
const listingCache = { revalidate: revalidateSeconds.listings, tags: [cacheTags.properties, cacheTags.listings] };

export const LISTING_PAGE_SIZE = 12;
export const ALL_PROPERTIES_PAGE_SIZE = 24;

/** One page of a buy or rent listing. */
export const filterProperties = (filters: ListingFilters) =>
  vstGet('params/filterProperties', {
    query: providerQuery(filters, LISTING_PAGE_SIZE),
    schema: filterPropertiesResponseSchema,
    ...listingCache,
  });

/** Up to three featured properties of a transaction type (the same call's `featured_properties`). */
export async function getFeaturedProperties(transactionType: TransactionType) {
  const result = await vstGet('params/filterProperties', {
    query: { transaction_type: transactionType, per_page: 1 },
    schema: filterPropertiesResponseSchema,
    ...listingCache,
  });
  return result.ok ? { ...result, data: result.data.featured_properties.data } : result;
}

export const getAllProperties = (page: number, type?: AllPropertyType) =>
  vstGet('property/all', {
    query: { page, per_page: ALL_PROPERTIES_PAGE_SIZE, property_type: type },
    schema: allPropertiesResponseSchema,
    ...listingCache,
  });

/** Categories with their listing counts; the counts change with the listings, so they share the tag. */
export const getPropertyCategoriesWithTotals = (transactionType: TransactionType) =>
  vstGet(referenceLists.propertyCountsByCategory.path, {
    query: { transaction_type: transactionType },
    schema: referenceLists.propertyCountsByCategory.response,
    ...listingCache,
  });

export const getStatesWithProperties = () => getReferenceList('statesWithProperties', { countryID: NIGERIA_COUNTRY_ID });

export const getPropertyTypes = () => getReferenceList('propertyTypes');
