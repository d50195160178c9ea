import 'server-only';
import type { z } from 'zod';
import { createLeadPayloadSchema, createLeadResponseSchema, propertyIdPayloadSchema, saveCommentPayloadSchema, saveOfferPayloadSchema, sharePayloadSchema } from '@/lib/forms/property';
import { detailSchema } from '@/lib/vst/common';
import { getCommentsQuerySchema, getCommentsResponseSchema, saveCommentResponseSchema, wishlistStatusQuerySchema, wishlistStatusResponseSchema } from '@/lib/vst/engagement';
import { post, SMALL_JSON_BYTES, type AuthRequirement, type Operation } from '../operation-types';

/** The page's messages (a comment, an offer, a share, a lead): a few thousand characters. */
const MESSAGE_BODY_BYTES = SMALL_JSON_BYTES * 4;

/** The property page's dialogs and lead form (components/property-detail). */
export function propertyPageOperations(): [string, Operation][] {
  const message = (auth: AuthRequirement, body: z.ZodType, response: z.ZodType = detailSchema) => post(auth, body, response, MESSAGE_BODY_BYTES);
  return [
    // Comments are read only by signed-in users.
    ['comment/getComments', { method: 'GET', auth: 'required', query: getCommentsQuerySchema, response: getCommentsResponseSchema }],
    ['comment/saveComment', message('required', saveCommentPayloadSchema, saveCommentResponseSchema)],
    ['offer/saveOffer', message('required', saveOfferPayloadSchema)],
    // Open to visitors; the provider rate-limits it, answering 429 with Retry-After.
    ['profile/sharePropertyByEmail', message('none', sharePayloadSchema)],
    ['profile/addToWishlist', message('required', propertyIdPayloadSchema)],
    ['profile/wishlistStatus', { method: 'GET', auth: 'required', query: wishlistStatusQuerySchema, response: wishlistStatusResponseSchema }],
    ['params/createLead', message('none', createLeadPayloadSchema, createLeadResponseSchema)],
  ];
}
