import { propertyText } from '@/lib/messages/property';
import { Dialog } from '@/components/ui/Dialog';
import { SignInPrompt } from './SignInPrompt';

/** Only visitors see this: a signed-in user's wishlist add happens at once (PropertyActions), and so does theirs after signing in. */
export function WishlistDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  return (
    <Dialog title={propertyText.wishlistTitle} onClose={onClose}>
      <p>{propertyText.loginToWishlist}</p>
      <SignInPrompt propertyId={propertyId} action="wishlist" start="login" />
    </Dialog>
  );
}
