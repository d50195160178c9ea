import { SignInPrompt } from '@/components/auth/SignInPrompt';
import { propertyPathWithAction } from '@/lib/pending-action';
import { propertyText } from '@/lib/messages/property';
import { Dialog } from '@/components/ui/Dialog';

/** Only visitors see this: a signed-in user's wishlist add happens at once (PropertyActions), and so does theirs after signing in. */
export function WishlistDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  return (
    <Dialog title={propertyText.wishlistTitle} onClose={onClose}>
      <p>{propertyText.loginToWishlist}</p>
      <SignInPrompt next={propertyPathWithAction(propertyId, 'wishlist')} start="login" />
    </Dialog>
  );
}
