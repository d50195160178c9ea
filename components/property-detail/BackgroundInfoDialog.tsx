import Link from 'next/link';
import { buttonClassName } from '@/components/ui/Button';
import { propertyText } from '@/lib/messages/property';
import { Dialog } from '@/components/ui/Dialog';

/** What background documents are; the documents page itself asks for sign-in and a subscription. */
export function BackgroundInfoDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  return (
    <Dialog title={propertyText.backgroundTitle} onClose={onClose}>
      <p>{propertyText.backgroundBody}</p>
      {/* No prefetch: opening the documents uses one of the subscription's views. */}
      <Link href={`/property-info/viewbgdocs/${propertyId}`} prefetch={false} className={buttonClassName('primary')}>
        {propertyText.viewBackgroundDocuments}
      </Link>
    </Dialog>
  );
}
