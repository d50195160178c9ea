import Link from 'next/link';
import { StarRating } from '@/components/services/StarRating';
import { formatMonth } from '@/lib/format/date';
import { advertiserText } from '@/lib/messages/advertisers';
import type { RatingFigures } from '@/lib/vst/advertisers';
import styles from './AdvertiserProfile.module.css';

/**
 * Visitors' ratings after held viewings: the average only once the provider gives one (it withholds
 * it below its minimum), the count, and the latest comments as plain text with a first name and month.
 */
export function Ratings({ ratings }: { ratings: RatingFigures }) {
  return (
    <section className={styles.section} aria-labelledby="advertiser-ratings">
      <h2 id="advertiser-ratings">{advertiserText.ratingsHeading}</h2>
      <p className={styles.period}>{advertiserText.ratingsPeriod(ratings.period_days)}</p>
      {ratings.average === null ? (
        <p>
          <strong data-testid="rating-average">{advertiserText.notEnoughRatings}</strong>{' '}
          <span data-testid="rating-count">{advertiserText.ratingsSoFar(ratings.count, ratings.min_for_average)}</span>
        </p>
      ) : (
        <p>
          <strong data-testid="rating-average">{advertiserText.ratingAverage(ratings.average)}</strong>{' '}
          <span data-testid="rating-count">{advertiserText.ratingCount(ratings.count)}</span>
        </p>
      )}
      {ratings.comments.length > 0 ? (
        <ul className={styles.comments}>
          {ratings.comments.map((rating, index) => (
            <li key={index} data-testid="rating-comment">
              <StarRating stars={rating.stars} />
              <p className={styles.comment}>{rating.comment}</p>
              <p className={styles.by}>
                {advertiserText.commentBy(rating.visitor_first_name, formatMonth(rating.month))}
                {rating.listing ? (
                  <>
                    {' · '}
                    {advertiserText.commentAbout} <Link href={`/property/${rating.listing.id}`}>{rating.listing.name}</Link>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
