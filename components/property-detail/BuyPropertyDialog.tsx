import { SignInPrompt } from '@/components/auth/SignInPrompt';
import { propertyPathWithAction } from '@/lib/pending-action';
import { propertyText } from '@/lib/messages/property';
import type { Named } from '@/lib/vst/common';
import { Dialog } from '@/components/ui/Dialog';
import { LeadForm } from './LeadForm';

type BuyPropertyDialogProps = { propertyId: number; ownerName: string; states: Named[]; signedIn: boolean; onClose: () => void };

/** Contact us about buying: the enquiry form, and for visitors a sign-up prompt as well. */
export function BuyPropertyDialog({ propertyId, ownerName, states, signedIn, onClose }: BuyPropertyDialogProps) {
  return (
    <Dialog title={propertyText.buyTitle} onClose={onClose}>
      <p>{propertyText.listedBy(ownerName)}. {propertyText.buyIntro(ownerName)}</p>
      <LeadForm propertyId={propertyId} states={states} />
      {signedIn ? null : <SignInPrompt next={propertyPathWithAction(propertyId, 'buy')} text={propertyText.signUpPrompt} />}
    </Dialog>
  );
}
