import 'server-only';
import {
  advertPaymentPayloadSchema,
  gatewayCallbackQuerySchema,
  gatewayCallbackResponseSchema,
  paymentStartResponseSchema,
  type GatewayCallbackResponse,
  propertyAdvertPaymentPayloadSchema,
  subscriptionPaymentPayloadSchema,
} from '@/lib/vst/payments';
import { documentEditResponseSchema, documentEditSchema, documentEditUploadRules, toDocumentEditFormData } from '@/lib/payments/document-edit';
import { cacheTags } from '@/lib/vst/cache-tags';
import { SMALL_JSON_BYTES, type Operation } from '../operation-types';

/**
 * The payment calls the browser makes: the three starts (sign-in; the provider prices the plan) and
 * the gateway return's verification (open: the gateway may return a browser whose session ended;
 * the unguessable reference is the key, and a signed-in user's token limits it to their own payments).
 * Plans and background documents are read by server components (server/vst/payments.ts); the
 * owner's document edit is a multipart upload.
 */
/** The payment a successful verification settled, named by its reference. */
function settledPayment(data: unknown): string | undefined {
  const { paymentStatus, paymentDetail } = data as GatewayCallbackResponse;
  return paymentStatus === 'Successful' ? `payment:${paymentDetail.reference}` : undefined;
}

export function paymentsOperations(): [string, Operation][] {
  const start = (body: Extract<Operation, { maxBodyBytes: number }>['body']): Operation => ({
    method: 'POST',
    auth: 'required',
    body,
    maxBodyBytes: SMALL_JSON_BYTES,
    response: paymentStartResponseSchema,
  });
  return [
    ['payments/subscriptionPayment', start(subscriptionPaymentPayloadSchema)],
    ['payments/advertPayment', start(advertPaymentPayloadSchema)],
    ['payments/propertyAdvertPayment', start(propertyAdvertPaymentPayloadSchema)],
    [
      'payments/handleGatewayCallback',
      {
        method: 'GET',
        auth: 'optional',
        query: gatewayCallbackQuerySchema,
        response: gatewayCallbackResponseSchema,
        // A paid advert starts in the sponsored slots, a paid promotion heads its listing: at once, not
        // a minute later; once per settled payment, however often its return page is reloaded.
        reportsChange: { tags: [cacheTags.adverts, cacheTags.properties], changeOf: settledPayment },
        // Open to visitors, and with a real gateway each pending answer asks the gateway again.
        rateLimit: 'paymentCallback',
      },
    ],
    [
      // The owner replaces a background document (the provider checks ownership).
      'payments/updateBackgroundDocument',
      {
        method: 'POST',
        auth: 'required',
        multipart: documentEditUploadRules,
        body: documentEditSchema.transform(toDocumentEditFormData),
        response: documentEditResponseSchema,
      },
    ],
  ];
}
