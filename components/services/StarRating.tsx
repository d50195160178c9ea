import { serviceProfileText as text } from '@/lib/messages/service-profile';
import styles from './Services.module.css';

/** Stars as text for the eye and a sentence for screen readers: "4.5 out of 5 stars". */
export function StarRating({ stars }: { stars: number }) {
  const full = Math.round(stars);
  return (
    <span className={styles.stars}>
      <span aria-hidden="true">{'★'.repeat(full)}{'☆'.repeat(5 - full)}</span>
      <span className="visually-hidden">{text.reviewStars(stars)}</span>
    </span>
  );
}
