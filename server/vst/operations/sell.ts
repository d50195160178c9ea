import 'server-only';
import { sellResponseSchema, sellSchema, sellUploadRules, toProviderFormData } from '@/lib/forms/sell';
import type { Operation } from '../operation-types';

/** The sell enquiry (components/sell): open to visitors; a signed-in user's token ties it to their account. */
export function sellOperations(): [string, Operation][] {
  return [
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
  ];
}
