import 'server-only';
import {
  addHomeServiceSchema,
  deleteProjectSchema,
  homeServiceUploadRules,
  projectFormSchema,
  projectUploadRules,
  toProjectFormData,
  messageFormSchema,
  modifyHomeServiceSchema,
  reviewFormSchema,
  toHomeServiceFormData,
} from '@/lib/forms/services';
import { detailSchema } from '@/lib/vst/common';
import {
  reviewsQuerySchema,
  reviewsResponseSchema,
  savedProjectResponseSchema,
  savedServiceResponseSchema,
  submitReviewResponseSchema,
} from '@/lib/vst/services';
import { cacheTags } from '@/lib/vst/cache-tags';
import type { Operation } from '../operation-types';

/** The directory's JSON writes: a review or a message runs to a few thousand characters. */
const JSON_BODY_BYTES = 8 * 1024;

/** Home services (components/services): reviews and messages are open to visitors; joining and editing need sign-in. */
export function servicesOperations(): [string, Operation][] {
  const multipart = (body: Extract<Operation, { multipart: unknown }>['body']): Operation => ({
    method: 'POST',
    auth: 'required',
    multipart: homeServiceUploadRules,
    body,
    response: savedServiceResponseSchema,
    // The directory (cached under one tag) lists the new or changed service at once.
    expiresTags: [cacheTags.services],
  });
  return [
    // Not cached: a review just submitted must show on the next page read.
    ['services/getHomeServiceReview', { method: 'GET', auth: 'none', query: reviewsQuerySchema, response: reviewsResponseSchema }],
    // Signed-in reviewers only (docs/security.md): the provider refuses an owner's review of their own service and anonymous ones.
    [
      'services/submitHomeServiceReview',
      { method: 'POST', auth: 'required', body: reviewFormSchema, maxBodyBytes: JSON_BODY_BYTES, response: submitReviewResponseSchema, expiresTags: [cacheTags.services] },
    ],
    ['services/sendMessageToProvider', { method: 'POST', auth: 'none', body: messageFormSchema, maxBodyBytes: JSON_BODY_BYTES, response: detailSchema }],
    [
      'services/addServiceProvider',
      // The provider flags the user as a professional: the nav then offers 'Add Service' without a new sign-in.
      { ...multipart(addHomeServiceSchema.transform(toHomeServiceFormData)), updatesSessionUser: (user) => ({ ...user, serviceProvider: true }) },
    ],
    ['services/modifyServiceProvider', multipart(modifyHomeServiceSchema.transform(toHomeServiceFormData))],
    // Projects: the provider lets only the service's owner write them. The professional's page (a cached view) shows them, so each write expires it.
    ...(['services/addHomeServiceProject', 'services/modifyHomeServiceProject'] as const).map((path): [string, Operation] => [
      path,
      {
        method: 'POST',
        auth: 'required',
        multipart: projectUploadRules,
        body: projectFormSchema.transform(toProjectFormData),
        response: savedProjectResponseSchema,
        expiresTags: [cacheTags.services],
      },
    ]),
    [
      'services/deleteHomeServiceProject',
      { method: 'POST', auth: 'required', body: deleteProjectSchema, maxBodyBytes: JSON_BODY_BYTES, response: detailSchema, expiresTags: [cacheTags.services] },
    ],
  ];
}
