import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { buttonClassName } from '@/components/ui/Button';
import { pwaText } from '@/lib/messages/pwa';

export const metadata: Metadata = { title: pwaText.offlineTitle, robots: { index: false } };

/**
 * What the service worker shows for a page it has no copy of when the network fails (precached
 * with the shell: service-worker/sw.ts), at the address that was asked for.
 */
export default function OfflinePage() {
  return (
    <StatusMessage
      title={pwaText.offlineTitle}
      actions={
        <>
          {/* Shown at the address asked for: an empty link loads that address again. */}
          <a href="" className={buttonClassName('primary')}>{pwaText.offlineRetry}</a>
          <Link href="/" className={buttonClassName('secondary')}>{pwaText.offlineHome}</Link>
        </>
      }
    >
      <p>{pwaText.offlineBody}</p>
    </StatusMessage>
  );
}
