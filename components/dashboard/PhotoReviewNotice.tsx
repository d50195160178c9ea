import Link from 'next/link';
import { photoReviewText as text } from '@/lib/messages/photo-review';
import type { MyPropertyCard } from '@/lib/vst/dashboard';
import styles from './Dashboard.module.css';

/**
 * What the owner's listing's photos matched: held for staff (another advertiser's photos), or the
 * owner's own listing of the same home, linked so they can keep that one instead.
 */
export function PhotoReviewNotice({ property }: { property: MyPropertyCard }) {
  const twice = property.same_photos_as ?? [];
  return (
    <>
      {property.in_review ? <p className={styles.hiddenNotice} role="note">{text.ownerInReview}</p> : null}
      {twice.length > 0 ? (
        <p className={styles.note} role="note">
          {text.ownerListedTwice}{' '}
          {twice.map((listing, index) => (
            <span key={listing.id}>
              {index > 0 ? ', ' : null}
              <Link href={`/property/${listing.id}`}>{listing.name}</Link>
            </span>
          ))}
          . {text.ownerListedTwiceAdvice}
        </p>
      ) : null}
    </>
  );
}
