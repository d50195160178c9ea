'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { showToast } from '@/components/ui/showToast';
import { staffActionPaths, staffDecisionSchema, type StaffAction } from '@/lib/forms/staff';
import { titleText } from '@/lib/messages/listing-terms';
import { photoReviewText } from '@/lib/messages/photo-review';
import { ownerAuthorityText } from '@/lib/messages/owner-authority';
import { trustText } from '@/lib/messages/trust';

const submitLabels: Record<StaffAction, string> = {
  hide_listing: trustText.hideListing,
  restore_listing: trustText.restoreListing,
  dismiss_reports: trustText.dismissReports,
  title_documents_seen: titleText.markSeen,
  publish_listing: photoReviewText.publishListing,
  authority_letter_seen: ownerAuthorityText.markSeen,
  authority_letter_refused: ownerAuthorityText.refuse,
};
/** Reasons the member reads as well as the audit log. */
const reasonLabels: Partial<Record<StaffAction, string>> = {
  hide_listing: trustText.hideReasonLabel,
  authority_letter_refused: ownerAuthorityText.refuseReasonLabel,
};

type StaffDecisionProps = { action: StaffAction; propertyId: number; propertyName: string };

/**
 * One staff decision on a listing, with its reason (kept in the audit log; a hide's reason is also
 * what the owner reads). The console is read again after it, so the queues show the change.
 */
export function StaffDecision({ action, propertyId, propertyName }: StaffDecisionProps) {
  const router = useRouter();
  const nameId = useId();
  const form = useServerForm({
    schema: staffDecisionSchema,
    defaultValues: { reason: '' },
    action: `/api/vst/${staffActionPaths[action]}`,
    extraBody: { property_id: propertyId },
    resetOnSuccess: true,
    onSuccess: () => {
      showToast('success', trustText.actionDone[action]);
      router.refresh();
    },
  });
  return (
    <div>
      <p id={nameId} className="visually-hidden">{`${submitLabels[action]}: ${propertyName}`}</p>
      <ServerForm state={form} submitLabel={submitLabels[action]} labelledBy={nameId}>
        <TextAreaField label={reasonLabels[action] ?? trustText.staffReasonLabel} rows={2} {...form.field('reason')} />
      </ServerForm>
    </div>
  );
}
