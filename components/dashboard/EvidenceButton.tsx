'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { dashboardText } from '@/lib/messages/dashboard';
import { PaymentEvidenceDialog } from './PaymentEvidenceDialog';

/** On a purchased property: opens the payment evidence form. */
export function EvidenceButton({ propertyId, propertyName }: { propertyId: number; propertyName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {dashboardText.uploadEvidence}
      </Button>
      {open ? <PaymentEvidenceDialog propertyId={propertyId} propertyName={propertyName} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
