import 'server-only';
import { cache } from 'react';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { locationStatisticsResponseSchema } from '@/lib/vst/engagement';
import { propertyDetailResponseSchema } from '@/lib/vst/property';
import { NIGERIA_COUNTRY_ID } from '@/lib/vst/reference';
import { vstGet } from './client';
import { getReferenceList } from './reference';

/**
 * The property page's public reads. Each is cached by Next under the property's tag, so the page
 * stays cacheable and a change to the property can revalidate exactly its page. `cache` lets
 * `generateMetadata` and the page share one request per render.
 */
export const getPropertyDetail = cache((propertyId: number) =>
  vstGet('params/getPropertyDetail', {
    query: { propertyId },
    schema: propertyDetailResponseSchema,
    revalidate: revalidateSeconds.property,
    tags: [cacheTags.properties, cacheTags.property(propertyId)],
  }),
);

export const getLocationStatistics = cache((propertyId: number) =>
  vstGet('params/getLocationStatistics', {
    query: { propertyId },
    schema: locationStatisticsResponseSchema,
    revalidate: revalidateSeconds.property,
    tags: [cacheTags.properties, cacheTags.property(propertyId)],
  }),
);

/** The lead form's state select (Nigeria's states, country 161). */
export const getLeadStates = () => getReferenceList('states', { countryID: NIGERIA_COUNTRY_ID });
