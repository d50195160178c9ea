import 'server-only';
import type { z } from 'zod';
import { createLeadPayloadSchema, createLeadResponseSchema, propertyIdPayloadSchema, saveCommentPayloadSchema, saveOfferPayloadSchema, sharePayloadSchema } from '@/lib/forms/property';
import { factAnswerPayloadSchema } from '@/lib/forms/living-facts';
import { cacheTags } from '@/lib/vst/cache-tags';
import { detailSchema } from '@/lib/vst/common';
import { factAnswerResponseSchema, ownFactAnswersQuerySchema, ownFactAnswersResponseSchema } from '@/lib/vst/living-facts';
import { getCommentsQuerySchema, getCommentsResponseSchema, saveCommentResponseSchema, wishlistStatusQuerySchema, wishlistStatusResponseSchema } from '@/lib/vst/engagement';
import { post, SMALL_JSON_BYTES, type AuthRequirement, type Operation } from '../operation-types';

/** The page's messages (a comment, an offer, a share, a lead): a few thousand characters. */
const MESSAGE_BODY_BYTES = SMALL_JSON_BYTES * 4;

/** A changed answer changes the counts on the listing's page, and only there; a repeat changes nothing. */
function factAnswerTags(answer: unknown): string[] {
  const { property_id, changed } = factAnswerResponseSchema.parse(answer);
  return changed ? [cacheTags.property(property_id)] : [];
}

/** The property page's dialogs, lead form and living facts' answers (components/property-detail). */
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
    // Extension ("Living here"): the counts go with the cached page; a member's own answers are read here.
    ['facts/answer', { ...post('required', factAnswerPayloadSchema, factAnswerResponseSchema), rateLimit: 'factAnswer', expiresTags: factAnswerTags }],
    ['facts/mine', { method: 'GET', auth: 'required', query: ownFactAnswersQuerySchema, response: ownFactAnswersResponseSchema }],
  ];
}
