import 'server-only';
import { z } from 'zod';
import { cacheTags, listingChangeTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import {
  filterPropertiesQuerySchema,
  filterPropertiesResponseSchema,
  likePropertyPayloadSchema,
  likePropertyResponseSchema,
} from '@/lib/vst/property';
import { bannerPages, bannerResponseSchema, referenceLists } from '@/lib/vst/reference';
import { tipsQuerySchema, tipsResponseSchema } from '@/lib/vst/tips';
import { sellResponseSchema, sellSchema, sellUploadRules, toProviderFormData } from '@/lib/forms/sell';
import type { MultipartRules } from '@/server/http/uploads';
import type { RateLimitName } from '@/server/http/rate-limit-guard';
import type { SessionUser } from '@/lib/vst/session';
import {
  createLeadPayloadSchema,
  propertyIdPayloadSchema,
  saveCommentPayloadSchema,
  saveOfferPayloadSchema,
  sharePayloadSchema,
} from '@/lib/forms/property';
import { detailSchema } from '@/lib/vst/common';
import {
  getCommentsQuerySchema,
  getCommentsResponseSchema,
  saveCommentResponseSchema,
  wishlistStatusQuerySchema,
  wishlistStatusResponseSchema,
} from '@/lib/vst/engagement';
import { getOffersQuerySchema, getOffersResponseSchema } from '@/lib/vst/dashboard';
import { paymentEvidenceResponseSchema, paymentEvidenceSchema, paymentEvidenceUploadRules, toPaymentEvidenceFormData } from '@/lib/dashboard/payment-evidence';
import {
  notificationSettingsPayloadSchema,
  profileOperationSchema,
  profilePhotoSchema,
  profilePhotoUploadRules,
  profileUploadRules,
  toProfileFormData,
} from '@/lib/forms/profile';
import { userInfoResponseSchema } from '@/lib/vst/profile';
import { allFilesRequired, listingResponseSchema, listingSchema, listingUploadRules, modifyListingSchema } from '@/lib/forms/listing';
import { toProviderListingBody } from '@/lib/listing-form/multipart';
import { OPERATION_PATH_PATTERN, type QueryValue } from './client';
import { paymentsOperations } from './operations/payments';
import { advertsOperations } from './operations/adverts';
import { financeOperations } from './operations/finance';
import { servicesOperations } from './operations/services';
import { savedSearchOperations } from './operations/saved-searches';
import { enquiryOperations } from './operations/enquiries';
import { verificationOperations } from './operations/verification';
import { trustOperations } from './operations/trust';
import { freshnessOperations } from './operations/freshness';
import { bookingOperations } from './operations/bookings';

/**
 * The provider operations the browser may call through `/api/vst/{path}`, and nothing else: the BFF
 * is not an open proxy. Each entry fixes the method, who may call it, how large a body may be, and
 * the shapes in and out.
 */

export type AuthRequirement = 'none' | 'optional' | 'required';

type Common = {
  auth: AuthRequirement;
  response: z.ZodType;
  /** What a success changes in the session's copy of the user (which the nav and pages read). */
  updatesSessionUser?: (user: SessionUser) => SessionUser;
  /** A limit of its own, counted per client address and per signed-in user before the provider is called. */
  rateLimit?: RateLimitName;
  /**
   * The staff console's calls: without a session the BFF answers 404, as the provider does for anyone
   * but staff, so visitors and members cannot tell the calls exist (docs/security.md).
   */
  staffOnly?: boolean;
};
export type GetOperation = Common & {
  method: 'GET';
  query: z.ZodType<Record<string, QueryValue>>;
  /** Public data: seconds Next may cache it, and its tags. */
  cache?: { revalidate: number; tags: string[] };
  /**
   * A read that can report a change made elsewhere (a payment the gateway settled). Reads never expire
   * cache tags on success alone, since anyone may repeat them; these tags are expired only the first
   * time `changeOf` names a change (server/vst/first-sighting.ts).
   */
  reportsChange?: { tags: string[]; changeOf: (data: unknown) => string | undefined };
};
type Write = {
  /**
   * Cache tags of public data a success changes: expired at once, so the next page read is fresh. A
   * function reads them from the provider's answer (which listing, and whether anything changed).
   */
  expiresTags?: string[] | ((answer: unknown) => string[]);
  /** What else this instance forgets after a success (the proxy's list of hidden listings). */
  afterSuccess?: () => void;
};
export type PostOperation = Common & Write & {
  method: 'POST';
  body: z.ZodType;
  maxBodyBytes: number;
};
/**
 * A multipart POST (file forms): the body is read within `multipart` (sizes, counts, types checked by
 * the files' bytes), then `body` checks the fields and builds the provider's multipart body.
 */
export type MultipartOperation = Common & Write & {
  method: 'POST';
  multipart: MultipartRules;
  body: z.ZodType<FormData>;
};
export type Operation = GetOperation | PostOperation | MultipartOperation;

const SMALL_JSON_BYTES = 1024;

const referenceCache = { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference] };

const referenceOperations = Object.values(referenceLists).map(
  (list): [string, Operation] => [
    list.path,
    { method: 'GET', auth: 'none', query: list.query, response: list.response, cache: referenceCache },
  ],
);

const bannerOperations = bannerPages.map((page): [string, Operation] => [
  `banner/${page}`,
  {
    method: 'GET',
    auth: 'none',
    query: z.object({}),
    response: bannerResponseSchema,
    cache: { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference, cacheTags.banner(page)] },
  },
]);

/** Every allow-listed operation; a path may appear once per method (a list read by GET, added to by POST). */
const operationList: [string, Operation][] = [
  ...referenceOperations,
  ...bannerOperations,
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
  [
    'params/getTipsAndGuide',
    {
      method: 'GET',
      auth: 'none',
      query: tipsQuerySchema,
      response: tipsResponseSchema,
      cache: { revalidate: revalidateSeconds.tips, tags: [cacheTags.tips] },
    },
  ],
  // The sell enquiry: open to visitors; a signed-in user's token ties it to their account.
  [
    'product/propertySaleContact',
    {
      method: 'POST',
      auth: 'optional',
      multipart: sellUploadRules,
      body: sellSchema.transform(toProviderFormData),
      response: sellResponseSchema,
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
  ...propertyPageOperations(),
  ...dashboardOperations(),
  ...profileOperations(),
  ...listingFormOperations(),
  ...advertsOperations(),
  ...financeOperations(),
  ...servicesOperations(),
  ...paymentsOperations(),
  ...savedSearchOperations(),
  ...enquiryOperations(),
  ...verificationOperations(),
  ...trustOperations(),
  ...freshnessOperations(),
  ...bookingOperations(),
];

/** Path, then method. Maps, not object literals: `__proto__` or `constructor` can never look like an operation. */
const operationsByPath: ReadonlyMap<string, ReadonlyMap<string, Operation>> = operationList.reduce((byPath, [path, operation]) => {
  const methods = byPath.get(path) ?? new Map<string, Operation>();
  if (methods.has(operation.method)) throw new Error(`Operation ${operation.method} ${path} is listed twice`);
  return byPath.set(path, methods.set(operation.method, operation));
}, new Map<string, Map<string, Operation>>());

/**
 * The listing form, create and edit (components/listing-form); the provider enforces ownership of edits.
 * A save changes the listing's page and its card in the lists (its price above all), nothing else.
 */
function listingFormOperations(): [string, Operation][] {
  const multipart = (body: z.ZodType<FormData>): Operation => ({
    method: 'POST',
    auth: 'required',
    rateLimit: 'listingWrite',
    multipart: listingUploadRules,
    body,
    response: listingResponseSchema,
    expiresTags: (answer) => listingChangeTags(listingResponseSchema.parse(answer).property.propertyID, 'listings'),
  });
  return [
    ['profile/submitListing', multipart(listingSchema(allFilesRequired).transform(toProviderListingBody))],
    ['profile/modifyProperty', multipart(modifyListingSchema.transform(toProviderListingBody))],
  ];
}

/** The dashboard's owner, buyer and wishlist actions (components/dashboard); the provider checks ownership too. */
function dashboardOperations(): [string, Operation][] {
  return [
    ['offer/getOffers', { method: 'GET', auth: 'required', query: getOffersQuerySchema, response: getOffersResponseSchema }],
    [
      'profile/removeFromWishlist',
      { method: 'POST', auth: 'required', body: propertyIdPayloadSchema, maxBodyBytes: SMALL_JSON_BYTES, response: detailSchema },
    ],
    [
      'payments/savePropertyPaymentEvidence',
      {
        method: 'POST',
        auth: 'required',
        multipart: paymentEvidenceUploadRules,
        body: paymentEvidenceSchema.transform(toPaymentEvidenceFormData),
        response: paymentEvidenceResponseSchema,
      },
    ],
  ];
}

/** The My Profile tab (components/dashboard/profile): each answers the updated user. Deleting the account is app/api/auth/delete-account. */
function profileOperations(): [string, Operation][] {
  return [
    [
      'profile/changeNotificationSetting',
      { method: 'POST', auth: 'required', body: notificationSettingsPayloadSchema, maxBodyBytes: SMALL_JSON_BYTES, response: userInfoResponseSchema },
    ],
    [
      'profile/changeImage',
      {
        method: 'POST',
        auth: 'required',
        multipart: profilePhotoUploadRules,
        body: profilePhotoSchema.transform(toProfileFormData),
        response: userInfoResponseSchema,
      },
    ],
    [
      'profile/modifyInfo',
      {
        method: 'POST',
        auth: 'required',
        multipart: profileUploadRules,
        body: profileOperationSchema.transform(toProfileFormData),
        response: userInfoResponseSchema,
      },
    ],
  ];
}

/** The property page's dialogs and lead form (components/property-detail). */
function propertyPageOperations(): [string, Operation][] {
  const post = (auth: AuthRequirement, body: z.ZodType, response: z.ZodType = detailSchema): Operation => ({
    method: 'POST',
    auth,
    body,
    maxBodyBytes: SMALL_JSON_BYTES * 4,
    response,
  });
  return [
    // Comments are read only by signed-in users.
    ['comment/getComments', { method: 'GET', auth: 'required', query: getCommentsQuerySchema, response: getCommentsResponseSchema }],
    ['comment/saveComment', post('required', saveCommentPayloadSchema, saveCommentResponseSchema)],
    ['offer/saveOffer', post('required', saveOfferPayloadSchema)],
    // Open to visitors; the provider rate-limits it, answering 429 with Retry-After.
    ['profile/sharePropertyByEmail', post('none', sharePayloadSchema)],
    ['profile/addToWishlist', post('required', propertyIdPayloadSchema)],
    [
      'profile/wishlistStatus',
      { method: 'GET', auth: 'required', query: wishlistStatusQuerySchema, response: wishlistStatusResponseSchema },
    ],
    ['params/createLead', post('none', createLeadPayloadSchema)],
  ];
}

export type OperationLookup =
  | { found: true; path: string; operation: Operation }
  | { found: false; status: 404 | 405; allow?: string };

/**
 * Finds the operation a request asks for from its raw path (before any decoding), so `..`, encoded
 * slashes or dots, doubled slashes and unknown names all miss. A known path with the wrong method is 405.
 */
export function findOperation(rawPathname: string, method: string, prefix = '/api/vst/'): OperationLookup {
  if (!rawPathname.startsWith(prefix)) return { found: false, status: 404 };
  const path = rawPathname.slice(prefix.length);
  if (!OPERATION_PATH_PATTERN.test(path)) return { found: false, status: 404 };
  const methods = operationsByPath.get(path);
  if (!methods) return { found: false, status: 404 };
  const operation = methods.get(method);
  if (!operation) return { found: false, status: 405, allow: [...methods.keys()].join(', ') };
  return { found: true, path, operation };
}
