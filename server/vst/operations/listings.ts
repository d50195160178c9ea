import 'server-only';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import {
  filterPropertiesQuerySchema,
  filterPropertiesResponseSchema,
  likePropertyPayloadSchema,
  likePropertyResponseSchema,
} from '@/lib/vst/property';
import { SMALL_JSON_BYTES, type Operation } from '../operation-types';

/** The listing search, public and cached, and the like on a listing's card. */
export function listingOperations(): [string, Operation][] {
  return [
    [
      'params/filterProperties',
      {
        method: 'GET',
        auth: 'none',
        query: filterPropertiesQuerySchema,
        response: filterPropertiesResponseSchema,
        cache: { revalidate: revalidateSeconds.listings, tags: [cacheTags.properties, cacheTags.listings] },
      },
    ],
    // Open to visitors; a signed-in user's token lets a second like take the first back. Limited per
    // address and per user (docs/security.md); the provider counts a visitor's like once per address.
    [
      'params/likeProperty',
      {
        method: 'POST',
        auth: 'optional',
        rateLimit: 'like',
        body: likePropertyPayloadSchema,
        maxBodyBytes: SMALL_JSON_BYTES,
        response: likePropertyResponseSchema,
      },
    ],
  ];
}
