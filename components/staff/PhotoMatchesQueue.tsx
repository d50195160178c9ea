import Link from 'next/link';
import { PropertyImage } from '@/components/property/PropertyImage';
import { formatDate } from '@/lib/format/date';
import { imageVariantProps } from '@/lib/images/variants';
import { photoReviewText as text } from '@/lib/messages/photo-review';
import type { PhotoMatchesQueue as Queue } from '@/lib/vst/photo-review';
import { StaffDecision } from './StaffDecision';
import styles from './StaffConsole.module.css';

type Listing = Queue['listings'][number]['property'];

/** A listing named, with a link to its page when it has one (a held listing's page is nobody's yet). */
function ListingLine({ label, listing, linked }: { label: string; listing: Listing; linked: boolean }) {
  return (
    <p className={styles.address}>
      <strong>{label}:</strong> {linked ? <Link href={`/property/${listing.id}`}>{listing.name}</Link> : listing.name} {text.by(listing.advertiser)} ·{' '}
      {listing.address}
    </p>
  );
}

/**
 * Listings held because their photos match another advertiser's listing: each beside the listings it
 * matched, the matching photos side by side. Staff publish it, or hide it with a reason its owner reads.
 */
export function PhotoMatchesQueue({ queue }: { queue: Queue }) {
  return (
    <section aria-labelledby="photo-matches-queue" className={styles.queue}>
      <h2 id="photo-matches-queue">{text.queueHeading}</h2>
      <p>{text.queueIntro}</p>
      {queue.listings.length === 0 ? (
        <p>{text.queueEmpty}</p>
      ) : (
        <ol className={styles.groups}>
          {queue.listings.map((held) => (
            <li key={held.property.id} className={styles.group} data-testid="photo-match">
              <h3 className={styles.groupTitle}>{held.property.name}</h3>
              <p className={styles.meta}>{text.heldSince(formatDate(held.held_at))}</p>
              <ListingLine label={text.heldListing} listing={held.property} linked={false} />
              {held.matches.length === 0 ? <p>{text.noMatchesLeft}</p> : null}
              {held.matches.map((match) => (
                <div key={match.property.id}>
                  <ListingLine label={text.matchedListing} listing={match.property} linked={!match.property.hidden} />
                  {match.property.hidden ? <p className={styles.hiddenNote}>{text.otherHidden}</p> : null}
                  {match.photos.map((pair, index) => (
                    <figure key={pair.photo + pair.matched_photo} className={styles.photoPair}>
                      <figcaption>{`${text.photoPair(index + 1)} · ${text.distance(pair.distance)}`}</figcaption>
                      <PropertyImage {...imageVariantProps(pair.photo, 'card')} alt={`${text.heldPhoto}: ${held.property.name}`} />
                      <PropertyImage {...imageVariantProps(pair.matched_photo, 'card')} alt={`${text.matchedPhoto}: ${match.property.name}`} />
                    </figure>
                  ))}
                </div>
              ))}
              <div className={styles.decisions}>
                <StaffDecision action="publish_listing" propertyId={held.property.id} propertyName={held.property.name} />
                <StaffDecision action="hide_listing" propertyId={held.property.id} propertyName={held.property.name} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
