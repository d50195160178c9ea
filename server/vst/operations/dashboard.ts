import 'server-only';
import { paymentEvidenceResponseSchema, paymentEvidenceSchema, paymentEvidenceUploadRules, toPaymentEvidenceFormData } from '@/lib/dashboard/payment-evidence';
import { authorityLetterSchema, authorityLetterUploadRules, toAuthorityLetterFormData } from '@/lib/forms/owner-authority';
import { propertyIdPayloadSchema } from '@/lib/forms/property';
import { getOffersQuerySchema, getOffersResponseSchema } from '@/lib/vst/dashboard';
import { ownLetterQuerySchema, ownLetterResponseSchema, uploadLetterResponseSchema } from '@/lib/vst/owner-authority';
import { post, type Operation } from '../operation-types';

/** The dashboard's owner, buyer and wishlist actions (components/dashboard); the provider checks ownership too. */
export function dashboardOperations(): [string, Operation][] {
  return [
    ['offer/getOffers', { method: 'GET', auth: 'required', query: getOffersQuerySchema, response: getOffersResponseSchema }],
    ['profile/removeFromWishlist', post('required', propertyIdPayloadSchema)],
    // The advertiser's letter of authority; it waits for staff, so no public page changes yet.
    ['profile/authorityLetter', { method: 'GET', auth: 'required', query: ownLetterQuerySchema, response: ownLetterResponseSchema }],
    [
      'profile/uploadAuthorityLetter',
      {
        method: 'POST',
        auth: 'required',
        multipart: authorityLetterUploadRules,
        body: authorityLetterSchema.transform(toAuthorityLetterFormData),
        response: uploadLetterResponseSchema,
      },
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
