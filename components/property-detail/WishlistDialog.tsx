import { propertyText } from '@/lib/messages/property';
import { Dialog } from '@/components/ui/Dialog';
import { SignInPrompt } from './SignInPrompt';

/** Only visitors see this: a signed-in user's wishlist add happens at once (PropertyActions). */
export function WishlistDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  return (
    <Dialog title={propertyText.wishlistTitle} onClose={onClose}>
      <SignInPrompt propertyId={propertyId} text={propertyText.loginToWishlist} />
    </Dialog>
  );
}
