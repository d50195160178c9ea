import 'server-only';
import type { z } from 'zod';
import { detailSchema } from '@/lib/vst/common';
import type { SessionUser } from '@/lib/vst/session';
import type { MultipartRules } from '@/server/http/uploads';
import type { RateLimitName } from '@/server/http/rate-limit-guard';
import type { QueryValue } from './client';

/**
 * What an allow-listed provider operation is: the method, who may call it, how large a body may be,
 * and the shapes in and out. The list itself is server/vst/operations.ts, one file a feature under
 * server/vst/operations/; this module sits apart so the two never import each other.
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

/** The body limit of a JSON write with a few short fields. */
export const SMALL_JSON_BYTES = 1024;

/** A plain JSON POST; its answer a `Detail` message unless another schema is given. */
export function post(auth: AuthRequirement, body: z.ZodType, response: z.ZodType = detailSchema, maxBodyBytes = SMALL_JSON_BYTES): PostOperation {
  return { method: 'POST', auth, body, maxBodyBytes, response };
}
