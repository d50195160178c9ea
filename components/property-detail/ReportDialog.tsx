'use client';

import { useState } from 'react';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { RadioGroup } from '@/components/sell/controls';
import { Alert } from '@/components/ui/Alert';
import { DIALOG_TITLE_ID, Dialog } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { reportListingResponseSchema, reportListingSchema, reportReasons, type ReportListingInput, type ReportReason } from '@/lib/forms/report';
import { trustText } from '@/lib/messages/trust';
import { TextAreaField } from './TextAreaField';

const reasonOptions = reportReasons.map((reason) => ({ value: reason, label: trustText.reasons[reason] }));

type ReportDialogProps = {
  propertyId: number;
  /** A signed-out reporter gives an e-mail for the reference; a member's account address is used. */
  signedIn: boolean;
  /** The reason already chosen, when the dialog was opened from the never-pay-to-inspect notice. */
  reason?: ReportReason;
  onClose: () => void;
};

/**
 * Report this listing (contract extension `property/report`): open to visitors. The reporter gets a
 * reference here and by e-mail; the owner is never told who reported.
 */
export function ReportDialog({ propertyId, signedIn, reason, onClose }: ReportDialogProps) {
  const [reference, setReference] = useState<string | null>(null);
  const defaultValues: ReportListingInput = { reason: reason ?? ('' as ReportReason), details: '', ...(signedIn ? {} : { email: '' }) };
  const form = useServerForm({
    schema: reportListingSchema,
    defaultValues,
    action: '/api/vst/property/report',
    extraBody: { property_id: propertyId },
    response: reportListingResponseSchema,
    onSuccess: (data) => setReference(data.reference),
  });
  const { error: reasonError, ...reasonProps } = form.field('reason');
  return (
    <Dialog title={trustText.reportTitle} onClose={onClose}>
      {reference ? (
        <Alert tone="success">{trustText.reportSent(reference)}</Alert>
      ) : (
        <ServerForm state={form} submitLabel={trustText.reportSubmit} labelledBy={DIALOG_TITLE_ID}>
          <p>{trustText.reportIntro}</p>
          <RadioGroup label={trustText.reasonLegend} name="reason" options={reasonOptions} error={reasonError} inputProps={reasonProps} />
          <TextAreaField label={trustText.detailsLabel} {...form.field('details')} />
          {signedIn ? null : <Field label={trustText.reporterEmailLabel} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />}
        </ServerForm>
      )}
    </Dialog>
  );
}
