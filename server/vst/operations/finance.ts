import 'server-only';
import { affordabilityPayloadSchema } from '@/lib/forms/finance';
import { preapprovalPayloadSchema } from '@/lib/forms/approval';
import { affordabilityResponseSchema, preapprovalResponseSchema } from '@/lib/vst/finance';
import type { Operation } from '../operation-types';

/** A calculator's or the wizard's fields in JSON. */
const FORM_BODY_BYTES = 4 * 1024;

/**
 * The finance tools' browser calls: the affordability calculator and the pre-approval wizard, both
 * open to visitors. Lenders, payment profile and history are read by server components (server/vst/finance.ts).
 */
export function financeOperations(): [string, Operation][] {
  return [
    [
      'params/affordabilityCalculator',
      { method: 'POST', auth: 'none', body: affordabilityPayloadSchema, maxBodyBytes: FORM_BODY_BYTES, response: affordabilityResponseSchema },
    ],
    [
      'services/submitLoanPreapproval',
      // A signed-in user's token ties the request to their account.
      { method: 'POST', auth: 'optional', body: preapprovalPayloadSchema, maxBodyBytes: FORM_BODY_BYTES, response: preapprovalResponseSchema },
    ],
  ];
}
