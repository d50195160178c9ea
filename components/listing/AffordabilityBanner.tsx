import Link from 'next/link';
import { listingText } from '@/lib/messages/listing';
import { buttonClassName } from '@/components/ui/Button';
import styles from './AffordabilityBanner.module.css';

/** The call to the affordability calculator, on the home and listing pages. */
export function AffordabilityBanner() {
  return (
    <aside className={styles.banner} aria-labelledby="affordability-title">
      <div>
        <h2 id="affordability-title" className={styles.title}>{listingText.affordabilityTitle}</h2>
        <p className={styles.body}>{listingText.affordabilityBody}</p>
      </div>
      <Link href="/finance/affordability" className={buttonClassName('primary')}>{listingText.affordabilityLink}</Link>
    </aside>
  );
}
