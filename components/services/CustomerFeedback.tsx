import Link from 'next/link';
import { servicesText as text } from '@/lib/messages/services';
import type { ServiceReview } from '@/lib/vst/services';
import { serviceHref } from './ServiceCard';
import { StarRating } from './StarRating';
import styles from './Services.module.css';

/** The latest reviews across the directory (real ones, not sample quotes), each linking to its professional. */
export function CustomerFeedback({ reviews }: { reviews: ServiceReview[] }) {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">{text.feedbackTitle}</h2>
      {reviews.length === 0 ? (
        <p className={styles.muted}>{text.noFeedback}</p>
      ) : (
        <ul className={styles.feedback}>
          {reviews.map((review) => (
            <li key={review.reviewID}>
              <StarRating stars={review.rating} />
              <blockquote>{review.message}</blockquote>
              <p className={styles.muted}>
                {review.reviewer_name} · <Link href={serviceHref(review.home_service_id)}>{text.reviewOf(review.service_title)}</Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
