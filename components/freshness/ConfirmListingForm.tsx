'use client';

import { ConfirmLinkForm } from '@/components/forms/ConfirmLinkForm';
import { dashboardHref } from '@/lib/dashboard/view';
import { freshnessText } from '@/lib/messages/freshness';
import { confirmByLinkResponseSchema } from '@/lib/vst/freshness';

/** Forged, or another owner's link. */
const FINAL_FAILURES = new Set([400, 404, 422]);

/** The reminder's link: the owner says the listing is still available. */
export function ConfirmListingForm({ token, labelledBy }: { token: string; labelledBy: string }) {
  return (
    <ConfirmLinkForm
      token={token}
      labelledBy={labelledBy}
      action="/api/vst/listings/confirm"
      response={confirmByLinkResponseSchema}
      finalFailures={FINAL_FAILURES}
      explain={freshnessText.pageExplain}
      button={freshnessText.pageButton}
      succeeded={(data) => freshnessText.pageConfirmed(data.property.name)}
      next={{ href: dashboardHref({ view: 'properties', type: 'uploaded', page: 1 }), label: freshnessText.toDashboard }}
    />
  );
}
