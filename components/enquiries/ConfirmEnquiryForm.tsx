'use client';

import { ConfirmLinkForm } from '@/components/forms/ConfirmLinkForm';
import { enquiryConfirmText } from '@/lib/messages/enquiries';
import { enquiryConfirmedResponseSchema } from '@/lib/vst/enquiries';

/** Forged or expired. */
const FINAL_FAILURES = new Set([400, 404, 422]);

/** The enquirer's acknowledgement link: confirms the address asked about the listing. */
export function ConfirmEnquiryForm({ token, listing, labelledBy }: { token: string; listing: { id: number; name: string }; labelledBy: string }) {
  return (
    <ConfirmLinkForm
      token={token}
      labelledBy={labelledBy}
      action="/api/vst/enquiries/confirmByToken"
      response={enquiryConfirmedResponseSchema}
      finalFailures={FINAL_FAILURES}
      explain={enquiryConfirmText.explain(listing.name)}
      button={enquiryConfirmText.button}
      succeeded={({ enquiry }) => enquiryConfirmText.confirmed(enquiry.property.name)}
      next={{ href: `/property/${listing.id}`, label: enquiryConfirmText.toListing }}
    />
  );
}
