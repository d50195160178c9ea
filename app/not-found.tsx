import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { buttonClassName } from '@/components/ui/Button';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** For pages that exist but whose item does not (a removed property, an unknown article). */
export default function NotFound() {
  return (
    <StatusMessage
      title="We couldn't find that page"
      actions={
        <>
          <Link href="/properties/buy" className={buttonClassName('primary')}>Browse properties</Link>
          <Link href="/" className={buttonClassName('secondary')}>Go to the home page</Link>
        </>
      }
    >
      <p>It may have been removed, or the link may be mistyped. The listings below are a good place to start.</p>
    </StatusMessage>
  );
}
