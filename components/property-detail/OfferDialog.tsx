'use client';

import { useState } from 'react';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { Alert } from '@/components/ui/Alert';
import { Field } from '@/components/ui/Field';
import { offerSchema } from '@/lib/forms/property';
import { messages } from '@/lib/messages';
import { SignInPrompt } from '@/components/auth/SignInPrompt';
import { propertyPathWithAction } from '@/lib/pending-action';
import { propertyText } from '@/lib/messages/property';
import { DIALOG_TITLE_ID, Dialog } from '@/components/ui/Dialog';
import { TextAreaField } from './TextAreaField';

type OfferDialogProps = { propertyId: number; signedIn: boolean; onClose: () => void };

/** Offers need an account: a visitor logs in here first, then sees the offer form. */
export function OfferDialog({ propertyId, signedIn, onClose }: OfferDialogProps) {
  return (
    <Dialog title={signedIn ? propertyText.offerTitle : propertyText.loginToOffer} onClose={onClose}>
      {signedIn ? <OfferForm propertyId={propertyId} /> : <SignInPrompt next={propertyPathWithAction(propertyId, 'offer')} start="login" />}
    </Dialog>
  );
}

function OfferForm({ propertyId }: { propertyId: number }) {
  const [sent, setSent] = useState(false);
  const offer = useServerForm({
    schema: offerSchema,
    defaultValues: { name: '', phone_no: '', amount: '', note: '' },
    action: '/api/vst/offer/saveOffer',
    extraBody: { property_id: propertyId },
    onSuccess: () => setSent(true),
  });
  if (sent) return <Alert tone="success">{messages.offerSent}</Alert>;
  return (
    <ServerForm state={offer} submitLabel={propertyText.offerSubmit} labelledBy={DIALOG_TITLE_ID}>
      <Field label={propertyText.offerName} autoComplete="name" {...offer.field('name')} />
      <Field label={propertyText.offerPhone} type="tel" autoComplete="tel" {...offer.field('phone_no')} />
      <Field label={propertyText.offerAmount} type="number" inputMode="numeric" min={1} step={1} {...offer.field('amount')} />
      <TextAreaField label={propertyText.offerNote} {...offer.field('note')} />
    </ServerForm>
  );
}
