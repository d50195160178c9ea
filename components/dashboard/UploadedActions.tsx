'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/Button';
import { dashboardText } from '@/lib/messages/dashboard';
import { CommentsDialog, OffersDialog } from './OwnerDialogs';

type UploadedActionsProps = { propertyId: number; propertyName: string };

/** The owner's actions on their own listing: read offers and comments, promote it, edit it. */
export function UploadedActions({ propertyId, propertyName }: UploadedActionsProps) {
  const [open, setOpen] = useState<'offers' | 'comments' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('offers')} aria-haspopup="dialog">{dashboardText.offers}</Button>
      <Button variant="secondary" onClick={() => setOpen('comments')} aria-haspopup="dialog">{dashboardText.comments}</Button>
      <Link href={`/property-advert/subscription?propertyId=${propertyId}`} className={buttonClassName('secondary')}>{dashboardText.promote}</Link>
      <Link href={`/dashboard/listing/${propertyId}`} className={buttonClassName('secondary')}>{dashboardText.edit}</Link>
      {open === 'offers' ? <OffersDialog propertyId={propertyId} propertyName={propertyName} onClose={close} /> : null}
      {open === 'comments' ? <CommentsDialog propertyId={propertyId} propertyName={propertyName} onClose={close} /> : null}
    </>
  );
}
