import 'server-only';
import { paymentEvidenceResponseSchema, paymentEvidenceSchema, paymentEvidenceUploadRules, toPaymentEvidenceFormData } from '@/lib/dashboard/payment-evidence';
import { propertyIdPayloadSchema } from '@/lib/forms/property';
import { getOffersQuerySchema, getOffersResponseSchema } from '@/lib/vst/dashboard';
import { post, type Operation } from '../operation-types';

/** The dashboard's owner, buyer and wishlist actions (components/dashboard); the provider checks ownership too. */
export function dashboardOperations(): [string, Operation][] {
  return [
    ['offer/getOffers', { method: 'GET', auth: 'required', query: getOffersQuerySchema, response: getOffersResponseSchema }],
    ['profile/removeFromWishlist', post('required', propertyIdPayloadSchema)],
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
