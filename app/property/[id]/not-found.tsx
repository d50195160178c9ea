import Link from 'next/link';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { buttonClassName } from '@/components/ui/Button';
import { propertyText } from '@/lib/messages/property';

/** An unknown or malformed property id (the page's `notFound()`). */
export default function PropertyNotFound() {
  return (
    <StatusMessage
      title={propertyText.notFoundTitle}
      actions={
        <>
          <Link href="/properties/buy" className={buttonClassName('primary')}>{propertyText.browseProperties}</Link>
          <Link href="/" className={buttonClassName('secondary')}>{propertyText.goHome}</Link>
        </>
      }
    >
      <p>{propertyText.notFoundBody}</p>
    </StatusMessage>
  );
}
