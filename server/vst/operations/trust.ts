import 'server-only';
import { z } from 'zod';
import { reportListingPayloadSchema, reportListingResponseSchema } from '@/lib/forms/report';
import { staffDecisionPayloadSchema } from '@/lib/forms/staff';
import { cacheTags } from '@/lib/vst/cache-tags';
import { detailSchema } from '@/lib/vst/common';
import { titleDocumentsQueueSchema } from '@/lib/vst/listing-terms';
import { photoMatchesQueueSchema } from '@/lib/vst/photo-review';
import { authorityLettersQueueSchema } from '@/lib/vst/owner-authority';
import { staffConsoleResponseSchema } from '@/lib/vst/trust';
import { forgetHiddenListings } from '@/server/hidden-listings';
import { SMALL_JSON_BYTES, type Operation } from '../operation-types';

/** Up to 1,000 characters of details, each up to 3 bytes of UTF-8, with room for JSON's quoting. */
const REPORT_BODY_BYTES = 8 * 1024;

/**
 * Reporting a listing and the staff console (contract: "Trust", this contract's own extension).
 * Hiding or restoring a listing changes every public list and the listing's page, so both expire the
 * properties tag (which every property read carries). The provider answers 404 to anyone but staff.
 */
export function trustOperations(): [string, Operation][] {
  const staffPost = (expiresTags: string[] = [], afterSuccess?: () => void): Operation => ({
    method: 'POST',
    auth: 'required',
    staffOnly: true,
    body: staffDecisionPayloadSchema,
    maxBodyBytes: SMALL_JSON_BYTES * 2,
    response: detailSchema.passthrough(),
    expiresTags,
    afterSuccess,
  });
  return [
    [
      'property/report',
      {
        method: 'POST',
        auth: 'optional',
        rateLimit: 'report',
        body: reportListingPayloadSchema,
        maxBodyBytes: REPORT_BODY_BYTES,
        response: reportListingResponseSchema,
      },
    ],
    ['staff/console', { method: 'GET', auth: 'required', staffOnly: true, query: z.object({}), response: staffConsoleResponseSchema }],
    ['staff/hideListing', staffPost([cacheTags.properties], forgetHiddenListings)],
    ['staff/restoreListing', staffPost([cacheTags.properties], forgetHiddenListings)],
    ['staff/dismissReports', staffPost()],
    // The listing's page shows the staff's look at its title documents (lib/vst/listing-terms.ts).
    ['staff/titleDocuments', { method: 'GET', auth: 'required', staffOnly: true, query: z.object({}), response: titleDocumentsQueueSchema }],
    ['staff/titleDocumentsSeen', staffPost([cacheTags.properties])],
    // Listings held because their photos match another advertiser's; publishing one puts it in every list.
    ['staff/photoMatches', { method: 'GET', auth: 'required', staffOnly: true, query: z.object({}), response: photoMatchesQueueSchema }],
    ['staff/publishListing', staffPost([cacheTags.properties])],
    // A seen letter shows on the listing's page and card, and lifts the listing in the lists (lib/vst/owner-authority.ts).
    ['staff/authorityLetters', { method: 'GET', auth: 'required', staffOnly: true, query: z.object({}), response: authorityLettersQueueSchema }],
    ['staff/authorityLetterSeen', staffPost([cacheTags.properties])],
    ['staff/authorityLetterRefused', staffPost()],
  ];
}
