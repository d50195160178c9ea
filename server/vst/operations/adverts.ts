import 'server-only';
import {
  advertDocumentSchema,
  advertDocumentUploadRules,
  advertRequestResponseSchema,
  advertRequestSchema,
  advertRequestUploadRules,
  toAdvertFormData,
} from '@/lib/forms/advert';
import { advertIdPayloadSchema, advertResponseSchema, verifyAdvertResponseSchema } from '@/lib/vst/adverts';
import type { Operation } from '../operation-types';

/** The advert pages (app/advert): the request form is open to visitors, the paid advert needs sign-in. */
export function advertsOperations(): [string, Operation][] {
  return [
    [
      'params/createCustomerAdvert',
      {
        method: 'POST',
        // A signed-in user's token ties the request to their account.
        auth: 'optional',
        multipart: advertRequestUploadRules,
        body: advertRequestSchema.transform(toAdvertFormData),
        response: advertRequestResponseSchema,
      },
    ],
    [
      'adverts/uploadAdvertDocument',
      {
        method: 'POST',
        auth: 'required',
        multipart: advertDocumentUploadRules,
        body: advertDocumentSchema.transform(toAdvertFormData),
        response: advertResponseSchema,
      },
    ],
    [
      'adverts/verifyAdvertDocument',
      { method: 'POST', auth: 'required', body: advertIdPayloadSchema, maxBodyBytes: 1024, response: verifyAdvertResponseSchema },
    ],
  ];
}
